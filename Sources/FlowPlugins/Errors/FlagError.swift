/// Why flag input was refused: the source, the key, what was expected, what was found, and how to fix it.
///
/// When a source is refused, every flag keeps the value it had; nothing is half-applied.
///
/// ```swift
/// do {
///     try flags.applyRemotePayload(#"{"coupons": "yes"}"#)
/// } catch {
///     print(error)
///     // remote payload: key 'coupons' expected true or false, found the string "yes". Send true or false
///     // without quotes; the previous flag values stay in force.
/// }
/// ```
public struct FlagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's text, e.g. `wrong-type`.
        public var rawValue: String

        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The file could not be read.
        public static let unreadable = Code(rawValue: "unreadable")
        /// The text is not JSON.
        public static let notJSON = Code(rawValue: "not-json")
        /// The JSON is not an object of flag names.
        public static let notAnObject = Code(rawValue: "not-an-object")
        /// A value is not a Boolean.
        public static let wrongType = Code(rawValue: "wrong-type")
        /// A key names no defined flag.
        public static let unknownFlag = Code(rawValue: "unknown-flag")

        /// The code's text.
        public var description: String { rawValue }
    }

    /// What kind of problem it is.
    public var code: Code
    /// The file, environment variable, payload or override that was refused.
    public var source: FlagSource
    /// The flag key involved, if the problem is about one key.
    public var key: String?
    /// What the source should have held.
    public var expected: String
    /// What it held.
    public var found: String
    /// The full sentence, ending with how to fix it.
    public var message: String

    /// Creates an error; the message is built from the other parts and `fix`.
    public init(code: Code, source: FlagSource, key: String?, expected: String, found: String, fix: String) {
        self.code = code
        self.source = source
        self.key = key
        self.expected = expected
        self.found = found
        let subject = key.map { "key '\($0)' expected" } ?? "expected"
        self.message = "\(source): \(subject) \(expected), found \(found). \(fix)"
    }

    /// The message.
    public var description: String { message }
}
