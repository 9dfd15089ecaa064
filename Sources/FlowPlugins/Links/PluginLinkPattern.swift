/// A deep-link pattern a plugin registers, such as `payments/coupons/:code`.
///
/// Segments are literal text or `:name` parameters. This small matcher is the stopgap the
/// plugin point uses until the `DeepLinks` module's `RoutingHub` routes links to flows; the
/// pattern strings stay the same.
struct PluginLinkPattern: Hashable, Sendable, CustomStringConvertible {
    enum Segment: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    let text: String
    let segments: [Segment]

    /// Parses a pattern; a malformed pattern is a programming error in the plugin.
    init(_ text: String) {
        let parts = Self.segments(of: text)
        precondition(!parts.isEmpty, "A deep-link pattern needs at least one segment, but '\(text)' has none.")
        var names: Set<String> = []
        segments = parts.map { part in
            guard part.hasPrefix(":") else { return .literal(part) }
            let name = String(part.dropFirst())
            precondition(!name.isEmpty, "The deep-link pattern '\(text)' has a ':' with no parameter name after it.")
            precondition(
                names.insert(name).inserted, "The deep-link pattern '\(text)' names the parameter '\(name)' twice.")
            return .parameter(name)
        }
        self.text = parts.joined(separator: "/")
    }

    var description: String { text }

    /// The parameters when `link` matches, or `nil`.
    ///
    /// `link` may be a path (`payments/coupons/RIDE10`) or a URL (`ride://payments/coupons/RIDE10?x=1`);
    /// the scheme, the query and the fragment are ignored.
    func match(_ link: String) -> [String: String]? {
        let parts = Self.segments(of: Self.path(of: link))
        guard parts.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, part) in zip(segments, parts) {
            switch segment {
            case .literal(let text): guard text == part else { return nil }
            case .parameter(let name): parameters[name] = part
            }
        }
        return parameters
    }

    private static func path(of link: String) -> String {
        var rest = Substring(link)
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            rest = rest[rest.index(colon, offsetBy: 3)...]
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        return String(rest)
    }

    private static func segments(of path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
