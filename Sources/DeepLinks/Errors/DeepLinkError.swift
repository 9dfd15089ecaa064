/// An error thrown when a link, a route pattern, a parameter or a redirect is rejected.
///
/// Every error carries a ``code`` to branch on, the offending ``value``, the ``rule`` that was
/// broken, a ``message`` that ends with how to fix it, and a structured ``detail``.
///
/// ```swift
/// do {
///     _ = try DeepLinkURL(parsing: "ride://profile/%G1")
/// } catch {
///     print(error.code)     // invalidURL
///     print(error.message)  // Bad percent-encoding '%G1' at byte 15 of 'ride://profile/%G1'; ...
/// }
/// ```
public struct DeepLinkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure this is; a struct rather than an enum so that new codes can be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's stable name, e.g. `invalidURL`.
        public let rawValue: String

        init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The text of the link breaks RFC 3986 or one of the ``URLLimits``.
        public static let invalidURL = Code("invalidURL")
        /// No registered pattern matches the link.
        public static let unknownRoute = Code("unknownRoute")
        /// A parameter is missing or its value does not convert to the expected type.
        public static let invalidParameter = Code("invalidParameter")
        /// Following redirects came back to a link already visited, or took too many hops.
        public static let redirectLoop = Code("redirectLoop")
        /// A route pattern is malformed.
        public static let invalidPattern = Code("invalidPattern")
        /// A pattern matches exactly the same links as one registered before it.
        public static let conflictingPatterns = Code("conflictingPatterns")
        /// A redirect rule or a redirect table file is malformed.
        public static let invalidRedirect = Code("invalidRedirect")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// Structured facts about the failure, for code that reacts to it rather than printing it.
    public enum Detail: Sendable, Hashable {
        /// Nothing beyond the message.
        case none
        /// The problem starts at this UTF-8 byte offset of the value.
        case position(Int)
        /// A ``URLLimits`` limit was exceeded: which one, the value seen, and the maximum allowed.
        case limit(URLLimits.Limit, seen: Int, maximum: Int)
        /// A parameter is missing (`value` is `nil`) or does not convert to `expectedType`.
        case parameter(name: String, value: String?, expectedType: String)
        /// The new pattern matches exactly the same links as the existing one.
        case conflict(existing: String, new: String)
        /// The links visited while following redirects, in order.
        case redirectChain([String])
    }

    /// What kind of failure this is.
    public let code: Code
    /// The offending input: the link, the pattern, or the parameter value (long inputs are shortened).
    public let value: String
    /// The rule that was broken, e.g. `percent-encoding` or `limit.segmentCount`.
    public let rule: String
    /// A sentence for people: the value, the rule, and how to fix it.
    public let message: String
    /// Structured facts about the failure.
    public let detail: Detail

    /// Creates an error; the module's factory methods build the messages.
    init(code: Code, value: String, rule: String, message: String, detail: Detail = .none) {
        self.code = code
        self.value = value
        self.rule = rule
        self.message = message
        self.detail = detail
    }

    /// The message.
    public var description: String { message }
}

extension DeepLinkError {
    /// The longest stretch of input quoted in a message; hostile links can be megabytes long.
    static let quoteLimit = 80

    /// The input shortened for quoting, so that an error about a huge link stays readable.
    static func quoted(_ text: String) -> String {
        var count = 0
        var end = text.startIndex
        while end < text.endIndex, count < quoteLimit {
            end = text.index(after: end)
            count += 1
        }
        return end == text.endIndex ? text : String(text[..<end]) + "…"
    }
}
