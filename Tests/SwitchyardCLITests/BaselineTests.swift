import Foundation
import Testing

/// `--write-baseline` records today's findings; `--baseline` reports only new ones and lists the fixed.
@Suite(.timeLimit(.minutes(1))) struct BaselineTests {
    @Test func aBaselineHidesRecordedFindingsAndListsTheOnesThatNoLongerOccur() async throws {
        let path = try CommandRunner.temporaryFile("", named: "baseline.json")
        defer { CommandRunner.removeTemporaryFile(path) }
        let write = try await CommandRunner.run(["check", "--write-baseline", path] + Fixture.violationsArguments)
        #expect(write.status == 0)
        #expect(write.standardOutput == "wrote 11 findings to \(path) (9 errors and 2 warnings reported)\n")
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recorded.contains(#""rule" : "undeclared-import""#))
        #expect(recorded.contains(#""file" : "Sources/CartLogic/Totals.swift""#))
        #expect(recorded.contains(#""version" : 2"#))
        #expect(!recorded.contains("line"))

        let unchanged = try await CommandRunner.run(["check", "--baseline", path] + Fixture.violationsArguments)
        #expect(unchanged.status == 0)
        #expect(unchanged.standardError == "note: 11 findings accepted by the baseline \(path) not shown\n")
        #expect(unchanged.standardOutput == "checked 10 modules (11 files, 17 imports): 0 errors, 0 warnings\n")

        // A baseline entry that no longer occurs is listed; a finding missing from the baseline is new.
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(recorded.utf8)) as? [String: Any])
        var findings = try #require(document["findings"] as? [[String: Any]])
        let index = try #require(
            findings.firstIndex {
                $0["rule"] as? String == "undeclared-import" && $0["to"] as? String == "PricingLogic"
            })
        findings[index]["to"] = "GoneLogic"
        document["findings"] = findings
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
        let changed = try await CommandRunner.run(["check", "--baseline", path] + Fixture.violationsArguments)
        #expect(changed.status == 1)
        #expect(
            changed.standardError
                == "Tests/Fixtures/Violations/Sources/CartLogic/Totals.swift:2:1: error: [undeclared-import] "
                + "'CartLogic' imports 'PricingLogic' but does not declare it; add \"PricingLogic\" to the "
                + "dependencies of 'CartLogic'\n"
                + "note: 10 findings accepted by the baseline \(path) not shown\n"
                + "note: the baseline entry [undeclared-import] CartLogic -> GoneLogic in Sources/CartLogic/Totals.swift "
                + "no longer occurs; record the "
                + "baseline again with --write-baseline \(path)\n")
    }

    @Test func aMissingOrMalformedBaselineCannotRun() async throws {
        let missing = try await CommandRunner.run(
            ["check", "--baseline", "/nonexistent/b.json"] + Fixture.cleanArguments)
        #expect(missing.status == 2)
        #expect(
            missing.standardError
                == "error: /nonexistent/b.json: cannot read the baseline; record one with `switchyard check "
                + "--write-baseline /nonexistent/b.json`\n")
        let both = try await CommandRunner.run(
            ["check", "--baseline", "a.json", "--write-baseline", "b.json"] + Fixture.cleanArguments)
        #expect(both.status == 64)
    }

    @Test func theWrittenTotalCountsEveryOccurrenceOfAFindingRepeatedInOneFile() async throws {
        let package = try CommandRunner.temporaryPackage([
            "module-rules.json": #"{ "types": { "Logic": { "match": "*Logic", "mayNotImport": ["UIKit"] } } }"#,
            "graph.json": #"{ "version": 1, "modules": [ { "name": "CartLogic", "path": "Sources/CartLogic" } ] }"#,
            "Sources/CartLogic/Cart.swift": "import UIKit\nimport struct UIKit.UIColor\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let path = package + "/baseline.json"
        let write = try await CommandRunner.run([
            "check", "--package-path", package, "--graph", package + "/graph.json", "--write-baseline", path,
        ])
        #expect(
            write
                == CommandRunner.Output(
                    status: 0, standardOutput: "wrote 2 findings to \(path) (2 errors and 0 warnings reported)\n",
                    standardError: ""))
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        #expect(recorded.contains(#""count" : 2"#))
        #expect(recorded.contains(#""file" : "Sources/CartLogic/Cart.swift""#))
    }

    @Test func sarifIsWrittenForInputErrorsToo() async throws {
        let output = try await CommandRunner.run(["check", "--format", "sarif", "--rules", "/nonexistent/rules.json"])
        #expect(output.status == 2)
        #expect(output.standardOutput.contains(#""executionSuccessful" : false"#))
        #expect(output.standardOutput.contains(#""uri" : "file:///nonexistent/rules.json""#))
    }
}
