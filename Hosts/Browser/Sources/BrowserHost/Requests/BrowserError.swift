/// Bad input to the browser host: what was wrong, the HTTP status it answers with, and how to fix it.
///
/// Every request the host refuses gets one of these, shown as a 4xx page (or inline, to the page's
/// script), and the session's navigator is left as it was.
public struct BrowserError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of bad input, e.g. `unknown-action`.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code as written in pages and JSON.
        public let rawValue: String
        /// Creates a code.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The screen has no button or list item with the posted id.
        public static let unknownAction = Code(rawValue: "unknown-action")
        /// The post names a field the screen does not have.
        public static let unknownField = Code(rawValue: "unknown-field")
        /// The post was made from a page that no longer shows the session's screen.
        public static let staleScreen = Code(rawValue: "stale-screen")
        /// The body is larger than the host reads.
        public static let tooLarge = Code(rawValue: "too-large")
        /// The body is not a form the host can read.
        public static let malformedForm = Code(rawValue: "malformed-form")
        /// The request names no session, or one that ended or never existed.
        public static let unknownSession = Code(rawValue: "unknown-session")
        /// The host runs as many sessions as it may.
        public static let tooManySessions = Code(rawValue: "too-many-sessions")
        /// The deep link could not be opened.
        public static let badLink = Code(rawValue: "bad-link")
        /// The uploaded save file is not a document this app restores.
        public static let badDocument = Code(rawValue: "bad-document")
        /// The flag, experiment or history entry named does not exist.
        public static let unknownName = Code(rawValue: "unknown-name")
        /// The experiment has no variant with the posted name.
        public static let unknownVariant = Code(rawValue: "unknown-variant")
        /// No page at this address.
        public static let notFound = Code(rawValue: "not-found")
        /// The root flow finished; there is no screen to act on.
        public static let finished = Code(rawValue: "finished")
        /// The flows' work did not settle in time.
        public static let didNotSettle = Code(rawValue: "did-not-settle")

        /// The raw value.
        public var description: String { rawValue }
    }

    /// What kind of bad input.
    public var code: Code
    /// The HTTP status the host answers with, e.g. 400.
    public var status: Int
    /// A sentence quoting the input, naming the rule and saying how to fix it.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, status: Int, _ message: String) {
        self.code = code
        self.status = status
        self.message = message
    }

    /// `error[<code>]: <message>`.
    public var description: String { "error[\(code)]: \(message)" }
}
