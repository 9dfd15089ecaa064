extension TerminalCommand {
    /// The words a line may start with.
    static let keywords = ["tap", "back", "tree", "log", "expect", "help", "quit"]

    /// Parses one line; `nil` for a blank line or a `#` comment.
    ///
    /// ```swift
    /// try TerminalCommand(parsing: "expect path Root > Home > home", line: 7)  // .expectPath("Root > Home > home")
    /// try TerminalCommand(parsing: "tap submit-email email", line: 3)
    /// // line 3: error[malformed-value]: 'email' is not FIELD=VALUE. Write it like email=ada@example.com.
    /// ```
    ///
    /// - Parameters:
    ///   - text: the line as typed.
    ///   - line: its line number, for the error.
    /// - Throws: ``ScriptError`` when the line breaks the language's rules.
    public init?(parsing text: String, line: Int) throws(ScriptError) {
        let words = try Self.words(of: text, line: line)
        guard let first = words.first, !first.hasPrefix("#") else { return nil }
        let arguments = Array(words.dropFirst())
        func error(_ code: ScriptError.Code, _ rule: String, _ message: String) -> ScriptError {
            ScriptError(code: code, line: line, text: text, rule: rule, message: message)
        }
        func noArguments(_ command: TerminalCommand) throws(ScriptError) -> TerminalCommand {
            guard arguments.isEmpty else {
                throw error(
                    .unexpectedArgument, "'\(first)' takes no arguments",
                    "'\(first)' takes no arguments, but the line has '\(arguments.joined(separator: " "))'. Remove them."
                )
            }
            return command
        }
        switch first {
        case "tap":
            guard let action = arguments.first else {
                throw error(
                    .missingArgument, "tap names an action",
                    "'tap' needs the action to trigger. Write it like: tap submit-phone phone=+15550100.")
            }
            var values: [String: String] = [:]
            for pair in arguments.dropFirst() {
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw error(
                        .malformedValue, "field values are FIELD=VALUE",
                        "'\(pair)' is not FIELD=VALUE. Write it like \(pair.isEmpty ? "phone" : pair)=VALUE.")
                }
                values[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            self = .tap(action: action, values: values)
        case "back", "b": self = try noArguments(.back)
        case "tree", "t": self = try noArguments(.tree)
        case "log", "l": self = try noArguments(.log)
        case "help", "?", "h": self = try noArguments(.help)
        case "quit", "q": self = try noArguments(.quit)
        case "expect": self = try Self.expectation(arguments, error: error)
        default:
            if let number = Int(first), number > 0 {
                self = try noArguments(.choose(number))
                return
            }
            throw error(
                .unknownCommand, "a line starts with a command",
                "'\(first)' is not a command.\(Suggestion.hint(for: first, among: Self.keywords)) Type 'help' for the list."
            )
        }
    }

    private static func expectation(
        _ arguments: [String],
        error: (ScriptError.Code, String, String) -> ScriptError
    ) throws(ScriptError) -> TerminalCommand {
        let kinds = ["path", "screen", "finished"]
        guard let kind = arguments.first else {
            throw error(
                .missingArgument, "expect names what to check",
                "'expect' needs what to check: expect path A > B > screen, expect screen ID or expect finished.")
        }
        let rest = Array(arguments.dropFirst())
        switch kind {
        case "path":
            let path = rest.joined(separator: " ").split(separator: ">").map { $0.trimmingSpaces }
            guard !path.isEmpty, !path.contains(where: \.isEmpty) else {
                throw error(
                    .missingArgument, "expect path names a path",
                    "'expect path' needs a path like Root > Home > home; for a finished root flow write 'expect finished'."
                )
            }
            return .expectPath(path.joined(separator: " > "))
        case "screen":
            guard rest.count == 1 else {
                throw error(
                    rest.isEmpty ? .missingArgument : .unexpectedArgument, "expect screen names one screen id",
                    "'expect screen' needs exactly one screen id, like: expect screen enter-phone.")
            }
            return .expectScreen(rest[0])
        case "finished":
            guard rest.isEmpty else {
                throw error(
                    .unexpectedArgument, "'expect finished' takes no arguments",
                    "'expect finished' takes no arguments, but the line has '\(rest.joined(separator: " "))'. Remove them."
                )
            }
            return .expectFinished
        default:
            throw error(
                .unknownCommand, "expect checks path, screen or finished",
                "'expect \(kind)' is not a check.\(Suggestion.hint(for: kind, among: kinds)) Use expect path, expect screen or expect finished."
            )
        }
    }

    /// Splits a line at spaces, keeping double-quoted runs together and dropping the quotes.
    private static func words(of text: String, line: Int) throws(ScriptError) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        for character in text {
            if character == "\"" {
                inQuotes.toggle()
                hasWord = true
            } else if (character == " " || character == "\t") && !inQuotes {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        guard !inQuotes else {
            throw ScriptError(
                code: .unterminatedQuote, line: line, text: text, rule: "quotes come in pairs",
                message: "The line opens a double quote and never closes it. Add the closing \" after the value.")
        }
        if hasWord { words.append(current) }
        return words
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
