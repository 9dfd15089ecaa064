/// The values a link supplies to a route: its path parameters and its query items.
///
/// Nothing is decoded or converted until it is read. A name is looked up among the pattern's
/// parameters first, then among the query items.
///
/// ```swift
/// let pattern: RoutePattern = "/product/:id"
/// let parameters = try pattern.match(DeepLinkURL(parsing: "/product/42?ref=push"))!
/// try parameters.value("id", as: Int.self)   // 42
/// parameters["ref"]                          // "push"
/// ```
public struct RouteParameters: Sendable {
    /// The link that matched.
    public let url: DeepLinkURL
    /// The pattern it matched.
    public let pattern: RoutePattern

    /// Pairs a link with a pattern it is known to match.
    @usableFromInline
    init(url: DeepLinkURL, pattern: RoutePattern) {
        self.url = url
        self.pattern = pattern
    }

    /// The decoded text of the path parameter or query item called `name`, or `nil`.
    ///
    /// A named wildcard's value is the rest of the path, its decoded segments joined by `/`.
    public subscript(name: String) -> String? {
        if let position = pathPosition(of: name) {
            if case .wildcard = pattern.segments[position] {
                return remainder.joined(separator: "/")
            }
            // An optional segment the link leaves out has no value.
            guard position < url.segmentCount else { return nil }
            return url.string(url.parts[position])
        }
        return url.queryValue(named: name)
    }

    /// The path parameters' names, in order (a named wildcard included).
    public var names: [String] { pattern.parameterNames }

    /// The decoded segments a trailing wildcard matched; empty if the pattern has none.
    public var remainder: [String] {
        guard pattern.endsWithWildcard else { return [] }
        return (pattern.segments.count - 1..<url.segmentCount).map { url.string(url.parts[$0]) ?? "" }
    }

    /// The index of the path segment holding the parameter `name`.
    func pathPosition(of name: String) -> Int? {
        pattern.segments.firstIndex { $0.parameterName == name }
    }
}
