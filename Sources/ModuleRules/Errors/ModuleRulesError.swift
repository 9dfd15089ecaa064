/// An input the validator could not use: a configuration, manifest or graph file that is missing or malformed.
///
/// The message names the file, quotes the offending value and ends with how to fix it. The command-line
/// tool exits with status 2 when it catches one.
public struct ModuleRulesError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable category for a ``ModuleRulesError``.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's stable spelling, e.g. `invalid-configuration`.
        public var rawValue: String

        /// Creates a code from its stable spelling.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A file could not be opened or read.
        public static let unreadableFile = Code(rawValue: "unreadable-file")
        /// A file is not valid JSON or does not have the expected shape.
        public static let malformedFile = Code(rawValue: "malformed-file")
        /// `module-rules.json` is valid JSON but its content is inconsistent.
        public static let invalidConfiguration = Code(rawValue: "invalid-configuration")
        /// `swift package dump-package` failed or could not be started.
        public static let manifestFailed = Code(rawValue: "manifest-failed")

        /// The stable spelling.
        public var description: String { rawValue }
    }

    /// The category of the problem.
    public var code: Code
    /// The file the problem is in.
    public var file: String
    /// The offending value (a key, a type name, a date), or an empty string when the whole file is at fault.
    public var value: String
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: the category of the problem.
    ///   - file: the file the problem is in.
    ///   - value: the offending value.
    ///   - message: what is wrong, ending with how to fix it.
    public init(_ code: Code, file: String, value: String = "", message: String) {
        self.code = code
        self.file = file
        self.value = value
        self.message = message
    }

    /// `<file>: <message>`, the form the command-line tool prints after `error: `.
    public var description: String { "\(file): \(message)" }
}
