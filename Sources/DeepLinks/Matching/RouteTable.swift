/// Maps links to the values registered for their patterns, e.g. route handlers.
///
/// Matching walks a trie over the link's scheme, host and path segments, so its cost depends on
/// the link, not on the number of routes. When several patterns match a link, precedence is
/// deterministic:
///
/// 1. Scope first: a pattern scoped to the link's `scheme://host` wins over one for any host.
/// 2. Then segment by segment, from the left: a literal beats a `:parameter`, which beats a
///    `*wildcard`. The first segment where two patterns differ decides.
/// 3. A pattern that ends exactly at the link's last segment beats a wildcard that would match
///    zero segments there.
///
/// If the preferred branch dead-ends further right, matching backtracks and tries the next one,
/// so `/a/b/c` and `/:x/b/d` both stay reachable. Two patterns that match exactly the same links
/// (`/p/:id` and `/p/:name`) are rejected when the second is registered.
///
/// ```swift
/// var table = RouteTable<String>()
/// try table.register("/product/:id", "product")
/// try table.register("/product/new", "new product")
/// let url = try DeepLinkURL(parsing: "https://ride.example/product/42")
/// let match = try table.resolve(url)
/// match.value                               // "product"
/// try match.parameters.value("id", as: Int.self)  // 42
/// ```
public struct RouteTable<Value: Sendable>: Sendable {
    /// One registered pattern and its value.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let pattern: RoutePattern
        @usableFromInline let value: Value

        @usableFromInline
        init(pattern: RoutePattern, value: Value) {
            self.pattern = pattern
            self.value = value
        }
    }

    /// The trie over all patterns.
    @usableFromInline var trie = SegmentTrie()
    /// The registered entries, indexed by the trie's route numbers.
    @usableFromInline var entries: [Entry] = []

    /// Creates an empty table.
    public init() {}

    /// The number of registered patterns.
    public var count: Int { entries.count }

    /// The registered patterns, in registration order.
    public var patterns: [RoutePattern] { entries.map(\.pattern) }

    /// Registers `value` for the links `pattern` matches.
    ///
    /// ```swift
    /// try table.register(RoutePattern(parsing: "ride://profile/:userID"), "profile")
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns`` naming both
    ///   patterns if one already registered matches exactly the same links; the table is unchanged.
    @inlinable
    public mutating func register(_ pattern: RoutePattern, _ value: Value) throws(DeepLinkError) {
        let route = Int32(entries.count)
        if let existing = trie.insert(pattern, route: route) {
            throw .conflictingPatterns(existing: entries[Int(existing)].pattern, new: pattern)
        }
        entries.append(Entry(pattern: pattern, value: value))
    }

    /// Parses `pattern` and registers `value` for the links it matches.
    ///
    /// ```swift
    /// try table.register("/product/:id/review/:rid", "review")
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidPattern`` or
    ///   ``DeepLinkError/Code/conflictingPatterns``.
    @inlinable
    public mutating func register(_ pattern: String, _ value: Value) throws(DeepLinkError) {
        try register(RoutePattern(parsing: pattern), value)
    }

    /// The best match for `url`, or `nil` if no pattern matches.
    ///
    /// Parameters are not decoded or converted until they are read from the match. Inlinable so
    /// that it is specialized for `Value` in the caller's module.
    @inlinable
    public func match(_ url: DeepLinkURL) -> RouteMatch<Value>? {
        let route = trie.search(url)
        guard route >= 0 else { return nil }
        let entry = entries[Int(route)]
        return RouteMatch(value: entry.value, parameters: RouteParameters(url: url, pattern: entry.pattern))
    }

    /// The best match for `url`.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/unknownRoute`` if no pattern matches.
    public func resolve(_ url: DeepLinkURL) throws(DeepLinkError) -> RouteMatch<Value> {
        guard let match = match(url) else { throw .unknownRoute(url) }
        return match
    }
}

/// A value found in a ``RouteTable`` and the parameters of the link that found it.
public struct RouteMatch<Value: Sendable>: Sendable {
    /// The value registered for the pattern.
    public let value: Value
    /// The link's parameters, decoded and converted on demand.
    public let parameters: RouteParameters

    /// Pairs a value with the parameters of the link that found it.
    @usableFromInline
    init(value: Value, parameters: RouteParameters) {
        self.value = value
        self.parameters = parameters
    }

    /// The pattern that matched.
    public var pattern: RoutePattern { parameters.pattern }

    /// The link that matched.
    public var url: DeepLinkURL { parameters.url }
}
