/// A command that could not be carried out on the current screen, or an expectation that did not hold.
///
/// Interactive mode prints it and waits for the next command; script mode stops with exit code 1.
public struct CommandFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for the kind of failure; new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's text, e.g. `"unknown-action"`.
        public let rawValue: String
        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The current screen has no action or list item with that id.
        public static let unknownAction = Code(rawValue: "unknown-action")
        /// The current screen has no field with that id.
        public static let unknownField = Code(rawValue: "unknown-field")
        /// No choice has that number on the current screen.
        public static let unknownChoice = Code(rawValue: "unknown-choice")
        /// The root flow finished, so there is no screen to act on.
        public static let finished = Code(rawValue: "finished")
        /// The current screen cannot describe itself as a form, so the terminal cannot act on it.
        public static let notAForm = Code(rawValue: "not-a-form")
        /// An `expect` line did not hold.
        public static let expectationFailed = Code(rawValue: "expectation-failed")
        /// Work started with `Flow.run` kept running past the session's limit.
        public static let didNotSettle = Code(rawValue: "did-not-settle")

        /// The code's text.
        public var description: String { rawValue }
    }

    /// The kind of failure.
    public var code: Code
    /// A full sentence saying what went wrong and how to fix it.
    public var message: String

    /// Creates a failure.
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// `error[code]: message`.
    public var description: String { "error[\(code)]: \(message)" }
}
