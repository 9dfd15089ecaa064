/// A script line that cannot be understood: the line, its text, the rule it breaks and how to fix it.
///
/// ```swift
/// do {
///     _ = try Script(parsing: "tapp submit-phone")
/// } catch {
///     print(error)
///     // line 1: error[unknown-command]: 'tapp' is not a command. Did you mean 'tap'?
/// }
/// ```
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for the kind of mistake; new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's text, e.g. `"unknown-command"`.
        public let rawValue: String
        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The first word is not a command.
        public static let unknownCommand = Code(rawValue: "unknown-command")
        /// The command needs an argument the line does not have.
        public static let missingArgument = Code(rawValue: "missing-argument")
        /// The line has more arguments than the command takes.
        public static let unexpectedArgument = Code(rawValue: "unexpected-argument")
        /// A field value is not written as `FIELD=VALUE`.
        public static let malformedValue = Code(rawValue: "malformed-value")
        /// A double quote is opened and never closed.
        public static let unterminatedQuote = Code(rawValue: "unterminated-quote")
        /// The command needs a person at the keyboard (e.g. picking a choice by number).
        public static let interactiveOnly = Code(rawValue: "interactive-only")
        /// The script does not end with an `expect` line.
        public static let missingFinalExpectation = Code(rawValue: "missing-final-expectation")

        /// The code's text.
        public var description: String { rawValue }
    }

    /// The kind of mistake.
    public var code: Code
    /// The line number, from 1.
    public var line: Int
    /// The line as written.
    public var text: String
    /// The rule the line breaks.
    public var rule: String
    /// A full sentence saying what is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(code: Code, line: Int, text: String, rule: String, message: String) {
        self.code = code
        self.line = line
        self.text = text
        self.rule = rule
        self.message = message
    }

    /// `line N: error[code]: message`.
    public var description: String { "line \(line): error[\(code)]: \(message)" }
}
