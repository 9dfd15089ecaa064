import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct FailureTests {
    @Test(arguments: [
        (["check", "--fromat", "json"], "error: unknown option '--fromat'; did you mean '--format'?\n"),
        (
            ["check", "--format", "yaml"],
            "error: 'yaml' is not a valid --format; use one of text, json, sarif, github\n"
        ),
        (["graph", "--format", "svg"], "error: 'svg' is not a valid --format; use one of dot, mermaid, json\n"),
        (["lint"], "error: unknown command 'lint'; use 'check', 'graph' or 'schema' (see switchyard --help)\n"),
        (["check", "--rules"], "error: '--rules' needs a value; write --rules <file>\n"),
        (["check", "--rules", "--format", "json"], "error: '--rules' needs a value; write --rules <file>\n"),
        (["check", "--strict=yes"], "error: '--strict' takes no value; write it alone\n"),
        (["check", "extra"], "error: unexpected argument 'extra'; options start with '--'\n"),
        (["check", "--today", "soon"], "error: 'soon' is not a valid --today; write it as YYYY-MM-DD\n"),
        (["check", "--threads", "0"], "error: '0' is not a valid --threads; use a number from 1 to 64\n"),
        (
            ["check", "--graph", "a.json", "--manifest-json", "b.json"],
            "error: '--manifest-json' and '--graph' cannot be combined; pass one of them\n"
        ),
        (["help", "lint"], "error: no help for 'lint'; use 'check' or 'graph'\n"),
    ])
    func usageErrorsExitWith64(arguments: [String], message: String) async throws {
        let output = try await CommandRunner.run(arguments)
        #expect(
            output == CommandRunner.Output(status: 64, standardOutput: "", standardError: message + Fixture.usageFooter)
        )
    }

    @Test func missingRulesFileExitsWith2() async throws {
        let output = try await CommandRunner.run(
            ["check", "--rules", "nowhere/module-rules.json"] + Fixture.cleanArguments)
        #expect(
            output
                == CommandRunner.Output(
                    status: 2, standardOutput: "",
                    standardError: "error: nowhere/module-rules.json: cannot read the rules file; create it (see the "
                        + "README's module-rules section) or pass --rules\n"))
    }

    @Test func invalidRulesFileExitsWith2AndNamesTheKey() async throws {
        let rules = try CommandRunner.temporaryFile(
            #"{ "types": { "UI": { "match": "*UI", "mayDependOn": ["Logic"] } } }"#, named: "module-rules.json")
        defer { CommandRunner.removeTemporaryFile(rules) }
        let output = try await CommandRunner.run(["check", "--rules", rules] + Fixture.cleanArguments)
        #expect(
            output
                == CommandRunner.Output(
                    status: 2, standardOutput: "",
                    standardError: "error: \(rules): type 'UI' may depend on 'Logic', which is not a declared type; "
                        + "declare it under 'types' or use one of UI\n"))
    }

    @Test func unreadableManifestJSONExitsWith2() async throws {
        let output = try await CommandRunner.run([
            "check", "--package-path", Fixture.clean, "--manifest-json", "missing.json",
        ])
        #expect(
            output
                == CommandRunner.Output(
                    status: 2, standardOutput: "",
                    standardError: "error: missing.json: cannot read the manifest JSON; create it with "
                        + "`swift package dump-package > missing.json`\n"))
    }

    @Test func malformedManifestJSONExitsWith2() async throws {
        let output = try await CommandRunner.run([
            "check", "--package-path", Fixture.clean, "--manifest-json", "Tests/Fixtures/Clean/module-rules.json",
        ])
        #expect(
            output
                == CommandRunner.Output(
                    status: 2, standardOutput: "",
                    standardError: "error: Tests/Fixtures/Clean/module-rules.json: is not `swift package dump-package` "
                        + "output (missing key 'name'); regenerate it with `swift package dump-package > "
                        + "Tests/Fixtures/Clean/module-rules.json`\n"))
    }

    @Test func packageWithoutManifestExitsWith2() async throws {
        let rules = try CommandRunner.temporaryFile(
            #"{ "types": { "UI": { "match": "*UI" } } }"#, named: "module-rules.json")
        defer { CommandRunner.removeTemporaryFile(rules) }
        let folder = URL(fileURLWithPath: rules).deletingLastPathComponent().path
        let output = try await CommandRunner.run(["check", "--package-path", folder])
        #expect(
            output
                == CommandRunner.Output(
                    status: 2, standardOutput: "",
                    standardError: "error: \(folder)/Package.swift: no such file; pass the package root with "
                        + "--package-path, or a graph with --graph\n"))
    }
}
