/// A parsed script: the commands of a file, each with its line number, ending in an expectation.
///
/// The language is line-based; blank lines and lines starting with `#` are skipped:
///
/// ```text
/// # Sign up, then land on the home screen.
/// tap submit-phone phone=+15550100
/// tap submit-code code=123456
/// tap submit-email email=ada@example.com
/// expect path Root > Home > home
/// ```
///
/// See ``TerminalCommand/reference`` for every command. A script must end with an `expect`
/// line, so a script that passes always says what state it reached.
public struct Script: Hashable, Sendable {
    /// One command and the line it came from.
    public struct Step: Hashable, Sendable {
        /// The line number, from 1.
        public var line: Int
        /// The line as written, without surrounding spaces; the transcript echoes it.
        public var text: String
        /// The command on that line.
        public var command: TerminalCommand
    }

    /// The commands, in order.
    public var steps: [Step]

    /// Parses a whole script.
    ///
    /// ```swift
    /// let script = try Script(parsing: "tap submit-phone phone=+15550100\nexpect screen verify-phone")
    /// script.steps.count  // 2
    /// ```
    ///
    /// - Parameter text: the script's text.
    /// - Throws: ``ScriptError`` for the first line that breaks a rule, or when the last command is not an `expect`.
    public init(parsing text: String) throws(ScriptError) {
        var steps: [Step] = []
        var lineCount = 0
        // "\r\n" is one Character in Swift, so split on any newline rather than on "\n".
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            lineCount = index + 1
            let text = String(line)
            guard let command = try TerminalCommand(parsing: text, line: index + 1) else { continue }
            if case .choose(let number) = command {
                throw ScriptError(
                    code: .interactiveOnly, line: index + 1, text: text, rule: "scripts name actions",
                    message:
                        "'\(number)' picks a choice by number, which only works when a person types the fields. Write 'tap ACTION FIELD=VALUE' instead."
                )
            }
            steps.append(Step(line: index + 1, text: text.trimmingSpaces, command: command))
        }
        guard let last = steps.last, last.command.isExpectation else {
            let line = steps.last?.line ?? max(1, lineCount)
            throw ScriptError(
                code: .missingFinalExpectation, line: line, text: steps.last?.text ?? "",
                rule: "a script ends with an expect line",
                message:
                    "The script does not end with an expectation, so it cannot pass or fail. Add a last line that says where it should end: 'expect path FLOW > ... > SCREEN', 'expect screen ID' or 'expect finished'."
            )
        }
        self.steps = steps
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
