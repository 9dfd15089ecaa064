/// A bad `--experiment` option: no `NAME=VARIANT`, an experiment the app does not define, or a variant it does not have.
public struct ExperimentOptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error with its message.
    public init(_ message: String) { self.message = message }

    /// `error[bad-experiment]: <message>`.
    public var description: String { "error[bad-experiment]: \(message)" }
}
