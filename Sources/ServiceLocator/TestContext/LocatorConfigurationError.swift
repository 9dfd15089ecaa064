/// A locator setting from outside the program (such as an environment variable) that is not valid.
///
/// The locator reports it on standard error and carries on with automatic detection, since
/// bad configuration must not crash an app.
public struct LocatorConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Identifies the kind of problem; stable across releases.
    public var code: String

    /// The offending value, as given.
    public var value: String

    /// The rule the value breaks.
    public var rule: String

    /// What went wrong and how to fix it.
    public var message: String

    /// The ``message``.
    public var description: String { message }

    /// Creates an error; the static factory methods build the ones the locator throws.
    ///
    /// - Parameters:
    ///   - code: a stable identifier for the kind of problem.
    ///   - value: the offending value.
    ///   - rule: the rule the value breaks.
    ///   - message: what went wrong and how to fix it.
    public init(code: String, value: String, rule: String, message: String) {
        self.code = code
        self.value = value
        self.rule = rule
        self.message = message
    }

    /// `SWITCHYARD_LOCATOR_MODE` holds something other than `test` or `production`.
    ///
    /// - Parameter value: the variable's value.
    /// - Returns: the error, whose message quotes `value` and says how to fix it.
    public static func invalidModeVariable(_ value: String) -> LocatorConfigurationError {
        LocatorConfigurationError(
            code: "locator.mode-variable",
            value: value,
            rule: "\(TestContextDetection.modeVariable) must be 'test' or 'production'",
            message: """
                ServiceLocator: \(TestContextDetection.modeVariable)='\(value)' is not a mode, so it is ignored and \
                the mode is detected automatically. To fix, set it to 'test' or 'production', or unset it.
                """)
    }
}
