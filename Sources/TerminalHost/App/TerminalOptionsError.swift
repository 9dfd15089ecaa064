/// A command-line argument a terminal app cannot use: the argument, the rule and how to fix it.
public struct TerminalOptionsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for the kind of mistake; new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's text, e.g. `"unknown-flag"`.
        public let rawValue: String
        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The argument is not an option.
        public static let unknownOption = Code(rawValue: "unknown-option")
        /// `--flag` names a flag the app does not declare.
        public static let unknownFlag = Code(rawValue: "unknown-flag")
        /// `--flag` has a value other than on or off.
        public static let badFlagValue = Code(rawValue: "bad-flag-value")
        /// An option that takes a value is last.
        public static let missingValue = Code(rawValue: "missing-value")

        /// The code's text.
        public var description: String { rawValue }
    }

    /// The kind of mistake.
    public var code: Code
    /// The argument as given.
    public var argument: String
    /// A full sentence saying what is wrong and how to fix it.
    public var message: String

    /// `error[code]: message`.
    public var description: String { "error[\(code)]: \(message)" }
}
