import Testing

@testable import TerminalHost

@Suite struct TerminalCommandTests {
    @Test(
        arguments: [
            ("tap submit-phone phone=+15550100", .tap(action: "submit-phone", values: ["phone": "+15550100"])),
            ("  tap save-name name=\"Ada King\"  ", .tap(action: "save-name", values: ["name": "Ada King"])),
            (
                "tap get-quote pickup=\"1 Main St\" dropoff=",
                .tap(action: "get-quote", values: ["pickup": "1 Main St", "dropoff": ""])
            ),
            ("tap select:cash", .tap(action: "select:cash", values: [:])),
            ("tap x note=a=b", .tap(action: "x", values: ["note": "a=b"])),
            ("back", .back), ("b", .back), ("tree", .tree), ("t", .tree), ("log", .log), ("l", .log),
            ("help", .help), ("?", .help), ("quit", .quit), ("q", .quit), ("3", .choose(3)),
            ("expect path Root >Home>  home", .expectPath("Root > Home > home")),
            ("expect screen enter-phone", .expectScreen("enter-phone")),
            ("expect finished", .expectFinished),
        ] as [(String, TerminalCommand)])
    func parsesALine(line: String, expected: TerminalCommand) throws {
        #expect(try TerminalCommand(parsing: line, line: 1) == expected)
    }

    @Test(arguments: ["", "   ", "# a comment", "  # indented comment"])
    func blankLinesAndCommentsAreNotCommands(line: String) throws {
        #expect(try TerminalCommand(parsing: line, line: 1) == nil)
    }

    @Test(arguments: [
        ("tapp submit", "unknown-command", "'tapp' is not a command. Did you mean 'tap'? Type 'help' for the list."),
        ("jump", "unknown-command", "'jump' is not a command. Type 'help' for the list."),
        ("0", "unknown-command", "'0' is not a command. Type 'help' for the list."),
        (
            "tap", "missing-argument",
            "'tap' needs the action to trigger. Write it like: tap submit-phone phone=+15550100."
        ),
        ("tap submit phone", "malformed-value", "'phone' is not FIELD=VALUE. Write it like phone=VALUE."),
        ("tap submit =x", "malformed-value", "'=x' is not FIELD=VALUE. Write it like =x=VALUE."),
        (
            "tap submit name=\"Ada", "unterminated-quote",
            "The line opens a double quote and never closes it. Add the closing \" after the value."
        ),
        ("back now", "unexpected-argument", "'back' takes no arguments, but the line has 'now'. Remove them."),
        (
            "expect", "missing-argument",
            "'expect' needs what to check: expect path A > B > screen, expect screen ID or expect finished."
        ),
        (
            "expect paths A", "unknown-command",
            "'expect paths' is not a check. Did you mean 'path'? Use expect path, expect screen or expect finished."
        ),
        (
            "expect path", "missing-argument",
            "'expect path' needs a path like Root > Home > home; for a finished root flow write 'expect finished'."
        ),
        (
            "expect path A > > b", "missing-argument",
            "'expect path' needs a path like Root > Home > home; for a finished root flow write 'expect finished'."
        ),
        (
            "expect screen a b", "unexpected-argument",
            "'expect screen' needs exactly one screen id, like: expect screen enter-phone."
        ),
        (
            "expect finished now", "unexpected-argument",
            "'expect finished' takes no arguments, but the line has 'now'. Remove them."
        ),
    ])
    func aBadLineIsATypedErrorThatSaysHowToFixIt(line: String, code: String, message: String) {
        #expect {
            try TerminalCommand(parsing: line, line: 7)
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.code.rawValue == code && error.message == message && error.line == 7 && error.text == line
        }
    }

    @Test func theScriptLineOfATapSortsValuesAndQuotesSpaces() {
        let command = TerminalCommand.tap(action: "go", values: ["b": "two words", "a": "1"])
        #expect(command.scriptLine == "tap go a=1 b=\"two words\"")
        #expect(TerminalCommand.expectPath("A > b").scriptLine == "expect path A > b")
    }

    @Test func theErrorDescriptionNamesTheLineAndTheCode() throws {
        let error = try #require(throws: ScriptError.self) { try TerminalCommand(parsing: "tapp", line: 3) }
        #expect(
            error.description
                == "line 3: error[unknown-command]: 'tapp' is not a command. Did you mean 'tap'? Type 'help' for the list."
        )
        #expect(error.rule == "a line starts with a command")
    }

    @Test(
        arguments: [
            ("tapp", ["tap", "back"], "tap"),
            ("bakc", ["tap", "back"], "back"),
            ("select:visa", ["select:visa-4242", "select:apple-pay", "select:cash"], "select:visa-4242"),
            ("jump", ["tap", "back"], nil),
            ("", ["tap"], nil),
        ] as [(String, [String], String?)])
    func suggestionsPreferTheWordACandidateStartsWithThenTheClosestTypo(
        word: String, candidates: [String], expected: String?
    ) {
        #expect(Suggestion.closest(to: word, among: candidates) == expected)
    }
}
