import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct OutputFormatTests {
    @Test func jsonPrintsOneDocumentOnStandardOutput() async throws {
        let output = try await CommandRunner.run(["check", "--format", "json"] + Fixture.violationsArguments)
        #expect(output.status == 1)
        #expect(output.standardError == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        #expect(
            document["summary"] as? [String: Int] == [
                "modules": 10, "files": 11, "imports": 17, "errors": 9, "warnings": 2,
            ])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let lines = diagnostics.map { entry in
            "\(entry["path"] as? String ?? ""):\(entry["line"] as? Int ?? 0):\(entry["column"] as? Int ?? 0): "
                + "\(entry["severity"] as? String ?? ""): [\(entry["rule"] as? String ?? "")] \(entry["message"] as? String ?? "")"
        }
        #expect(lines == Fixture.violationDiagnostics)
    }

    @Test func sarifPrintsOneResultPerDiagnostic() async throws {
        let output = try await CommandRunner.run(["check", "--format=sarif"] + Fixture.violationsArguments)
        #expect(output.status == 1)
        #expect(output.standardError == "")
        let log = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(
            results.compactMap { $0["ruleId"] as? String } == [
                "dependency-cycle", "expired-exception", "dependency-cycle", "unused-dependency", "illegal-dependency",
                "plugin-inversion", "unmatched-module", "forbidden-import", "undeclared-import", "forbidden-import",
                "unused-exception",
            ])
    }

    @Test func githubPrintsWorkflowCommandsAndTheSummary() async throws {
        let output = try await CommandRunner.run(["check", "--format", "github"] + Fixture.violationsArguments)
        #expect(output.status == 1)
        #expect(output.standardError == "")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 12)
        #expect(
            lines[4]
                == "::error file=Tests/Fixtures/Violations/Package.swift,line=14,col=52,title=illegal-dependency::"
                + "'CheckoutUI' (UI) may not depend on 'CartFlow' (Flow); UI may depend on UI, Logic")
        #expect(
            lines[3].hasPrefix(
                "::warning file=Tests/Fixtures/Violations/Package.swift,line=12,col=66,title=unused-dependency::"))
        #expect(lines[11] + "\n" == Fixture.violationsSummary)
    }
}
