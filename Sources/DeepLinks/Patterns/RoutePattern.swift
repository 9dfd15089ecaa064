/// A parsed route pattern such as `/product/:id/review/:rid` or `ride://payments/methods`.
///
/// Parameters may be typed (`:id(int)`, `:id(uuid)`, see ``ParameterType``) and the last ones
/// may be optional (`/search/:query?`); a scope may carry a port (`https://ride.example:8443`)
/// and its host may be `*` (any host) or `*.domain` (every host below the domain).
///
/// A pattern has an optional scope — `scheme://host`, or `scheme://*` for any host of the
/// scheme — and path segments that are literals,
/// `:name` parameters, or a trailing `*`/`*name` wildcard that matches the rest of the path.
/// A pattern without a scope matches links of any scheme and host. Literals are compared with
/// the decoded segment, case-sensitively; scheme and host are compared case-insensitively.
///
/// ```swift
/// let pattern = try RoutePattern(parsing: "ride://profile/:userID")
/// pattern.parameterNames  // ["userID"]
/// let fromLiteral: RoutePattern = "/product/:id/review/:rid"
/// ```
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The parsed parts, shared by every copy so that copying a pattern costs one retain.
    final class Storage: Sendable {
        let text: String
        let scheme: String?
        let host: String?
        let port: Int?
        let hostSuffix: String?
        let segments: [PatternSegment]
        let requiredCount: Int

        init(parts: PatternParser.Parts) {
            self.text = parts.canonicalText
            self.scheme = parts.scheme
            self.host = parts.host
            self.port = parts.port
            self.hostSuffix = parts.hostSuffix
            self.segments = parts.segments
            self.requiredCount = parts.requiredCount
        }
    }

    /// The parsed parts.
    let storage: Storage

    /// Parses a pattern.
    ///
    /// ```swift
    /// let pattern = try RoutePattern(parsing: "/files/*path")
    /// ```
    ///
    /// - Parameter text: `/path/:param/*rest` or `scheme://host/path…`.
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidPattern`` saying what is
    ///   wrong and how to write it.
    public init(parsing text: String) throws(DeepLinkError) {
        var copy = text
        let parsed = copy.withUTF8 { bytes in PatternParser(bytes: bytes).parse() }
        switch parsed {
        case .success(let parts):
            storage = Storage(parts: parts)
        case .failure(let error): throw error
        }
    }

    /// Parses a pattern written in source code; a malformed literal is a programmer error.
    ///
    /// `RoutePattern("/p/:id")` with a string literal also lands here, so use
    /// ``init(parsing:)`` for patterns read at run time: it throws instead of stopping.
    public init(stringLiteral value: String) {
        do {
            try self.init(parsing: value)
        } catch {
            preconditionFailure("The route pattern literal '\(value)' is malformed: \(error.message)")
        }
    }

    /// The scheme the pattern is scoped to (lowercased), or `nil` for any scheme.
    public var scheme: String? { storage.scheme }

    /// The host the pattern is scoped to (lowercased), or `nil` for any host (no scope, or `scheme://*`).
    public var host: String? { storage.host }

    /// The port the pattern is scoped to, or `nil` for links with no port or the scheme's default
    /// one (`https://ride.example:8443/p`; 443 for `https` is dropped).
    public var port: Int? { storage.port }

    /// The domain whose subdomains the pattern matches (`https://*.ride.example` → `ride.example`:
    /// `eu.ride.example` matches, `ride.example` does not), or `nil`.
    public var hostSuffix: String? { storage.hostSuffix }

    /// The path segments.
    public var segments: [PatternSegment] { storage.segments }

    /// How many leading segments a link must have; the ones after are optional (`/search/:query?`).
    public var requiredSegmentCount: Int { storage.requiredCount }

    /// The names of the parameters and of a named wildcard, in order.
    public var parameterNames: [String] { storage.segments.compactMap(\.parameterName) }

    /// Whether the last segment is a wildcard.
    public var endsWithWildcard: Bool {
        if case .wildcard = storage.segments.last { return true }
        return false
    }

    /// The pattern in canonical form: scheme and host lowercased, no trailing `/`.
    public var description: String { storage.text }

    /// Two patterns are equal when their canonical forms are.
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.text == rhs.storage.text
    }

    /// Hashes the canonical form.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.text)
    }
}
