import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct CheckCommandTests {
    @Test func reportsEveryRuleOfTheViolationsFixtureAndExitsWithOne() async throws {
        let output = try await CommandRunner.run(["check"] + Fixture.violationsArguments)
        #expect(output.standardError == Fixture.violationsStandardError)
        #expect(output.standardOutput == Fixture.violationsSummary)
        #expect(output.status == 1)
    }

    @Test func readsTheManifestWithSwiftPackageDumpPackage() async throws {
        let output = try await CommandRunner.run(["check", "--package-path", Fixture.violations])
        #expect(output.standardError == Fixture.violationsStandardError)
        #expect(output.standardOutput == Fixture.violationsSummary)
        #expect(output.status == 1)
    }

    @Test func checkIsTheDefaultCommand() async throws {
        let output = try await CommandRunner.run(Fixture.cleanArguments)
        #expect(output == CommandRunner.Output(status: 0, standardOutput: Fixture.cleanSummary, standardError: ""))
    }

    @Test func cleanPackageExitsWithZero() async throws {
        let output = try await CommandRunner.run(["check"] + Fixture.cleanArguments)
        #expect(output == CommandRunner.Output(status: 0, standardOutput: Fixture.cleanSummary, standardError: ""))
    }

    @Test func warningsFailOnlyUnderStrict() async throws {
        let rules = try CommandRunner.temporaryFile(
            """
            { "types": {
                "Logic": { "match": "*Logic", "mayDependOn": ["Logic"] },
                "Service": { "match": "*Service", "mayDependOn": ["Service", "Logic"] },
                "UI": { "match": "*UI", "mayDependOn": ["UI", "Logic"] },
                "Flow": { "match": "*Flow", "mayDependOn": ["Flow", "UI", "Logic", "Service"] },
                "App": { "match": "*App", "mayDependOn": ["*"] } },
              "exceptions": [ { "from": "ShopUI", "to": "ShopFlow", "reason": "gone" } ] }
            """, named: "module-rules.json")
        defer { CommandRunner.removeTemporaryFile(rules) }
        let warning =
            "\(rules):7:21: warning: [unused-exception] the exception 'ShopUI' -> 'ShopFlow' matches no violation; "
            + "remove it from \(rules)\n"
        let summary = "checked 5 modules (6 files, 9 imports): 0 errors, 1 warning\n"
        let relaxed = try await CommandRunner.run(["check", "--rules", rules] + Fixture.cleanArguments)
        #expect(relaxed == CommandRunner.Output(status: 0, standardOutput: summary, standardError: warning))
        let strict = try await CommandRunner.run(["check", "--strict", "--rules", rules] + Fixture.cleanArguments)
        #expect(strict == CommandRunner.Output(status: 1, standardOutput: summary, standardError: warning))
    }

    @Test func strictPassesAPackageWithoutWarnings() async throws {
        let output = try await CommandRunner.run(["check", "--strict"] + Fixture.cleanArguments)
        #expect(output == CommandRunner.Output(status: 0, standardOutput: Fixture.cleanSummary, standardError: ""))
    }

    @Test func todayDecidesWhetherAnExceptionHasExpired() async throws {
        let output = try await CommandRunner.run(["check", "--today", "2024-06-29"] + Fixture.violationsArguments)
        #expect(!output.standardError.contains("[expired-exception]"))
        #expect(output.standardOutput == "checked 10 modules (11 files, 17 imports): 8 errors, 2 warnings\n")
        #expect(output.status == 1)
    }

    @Test func checksOnlyTheFilesSwiftPMCompiles() async throws {
        let output = try await CommandRunner.run([
            "check", "--package-path", "Tests/Fixtures/Layout", "--manifest-json",
            "Tests/Fixtures/Layout/manifest.json",
        ])
        #expect(output.standardError == "")
        #expect(output.standardOutput == "checked 3 modules (3 files, 3 imports): 0 errors, 0 warnings\n")
        #expect(output.status == 0)
    }

    @Test func readsABuildSystemNeutralGraph() async throws {
        let graph = try CommandRunner.temporaryFile(
            """
            { "version": 1, "manifest": "Package.swift", "modules": [
                { "name": "ShopLogic", "path": "Sources/ShopLogic" },
                { "name": "ShopService", "path": "Sources/ShopService", "dependencies": ["ShopLogic"] },
                { "name": "ShopUI", "path": "Sources/ShopUI", "dependencies": ["ShopLogic", "ShopFlow"] },
                { "name": "ShopFlow", "path": "Sources/ShopFlow", "dependencies": ["ShopLogic", "ShopUI"] } ] }
            """, named: "graph.json")
        defer { CommandRunner.removeTemporaryFile(graph) }
        let output = try await CommandRunner.run(["check", "--package-path", Fixture.clean, "--graph", graph])
        #expect(
            output.standardError
                == "Tests/Fixtures/Clean/Package.swift:12:23: error: [illegal-dependency] 'ShopUI' (UI) may not "
                + "depend on 'ShopFlow' (Flow); UI may depend on UI, Logic\n"
                + "Tests/Fixtures/Clean/Package.swift:12:23: warning: [unused-dependency] 'ShopUI' declares a "
                + "dependency on 'ShopFlow' but never imports it; remove it from the dependencies of 'ShopUI'\n"
                + "Tests/Fixtures/Clean/Package.swift:13:78: error: [dependency-cycle] dependency cycle "
                + "ShopFlow -> ShopUI -> ShopFlow; \(Fixture.cycleFix)\n"
                + "Tests/Fixtures/Clean/Sources/ShopFlow/ShopFlow.swift:3:1: error: [undeclared-import] 'ShopFlow' "
                + "imports 'ShopService' but does not declare it; add \"ShopService\" to the dependencies of 'ShopFlow'\n"
                + "Tests/Fixtures/Clean/module-rules.json:7:5: warning: [unmatched-pattern] no module has type 'App' "
                + "(match '*App'); fix its 'match' patterns or remove the type from Tests/Fixtures/Clean/module-rules.json\n"
        )
        #expect(output.standardOutput == "checked 4 modules (5 files, 8 imports): 3 errors, 2 warnings\n")
        #expect(output.status == 1)
    }
}
