import Testing

@Suite(.timeLimit(.minutes(1))) struct HelpTests {
    @Test(arguments: [
        (["--help"], "OVERVIEW: Keep a modular Swift package honest"),
        (["help"], "OVERVIEW: Keep a modular Swift package honest"),
        (["--help", "check"], "OVERVIEW: Keep a modular Swift package honest"),
        (["check", "--help"], "OVERVIEW: Validate module types, declared dependencies and source imports"),
        (["check", "-h"], "OVERVIEW: Validate module types, declared dependencies and source imports"),
        (["help", "check"], "OVERVIEW: Validate module types, declared dependencies and source imports"),
        (["graph", "--help"], "OVERVIEW: Print the module graph"),
        (["help", "graph"], "OVERVIEW: Print the module graph"),
    ])
    func everyCommandHasHelp(arguments: [String], opening: String) async throws {
        let output = try await CommandRunner.run(arguments)
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasPrefix(opening))
    }

    @Test func checkHelpDocumentsOutputRulesAndExitStatus() async throws {
        let help = try await CommandRunner.run(["check", "--help"]).standardOutput
        #expect(help.contains("  --format <format>        text (default), json, sarif or github."))
        #expect(
            help.contains(
                "  text     diagnostics on stderr as `path:line:column: error: [rule-id] message`, the summary on stdout"
            ))
        #expect(help.contains("  dependency-cycle    Modules depend on each other in a cycle."))
        #expect(
            help.contains(
                "  0 no errors, 1 violations, 2 could not run (unreadable or invalid rules, manifest or graph), 64 usage error"
            ))
    }
}
