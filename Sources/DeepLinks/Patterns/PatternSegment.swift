/// One segment of a ``RoutePattern``.
///
/// At each segment, matching tries a literal first, then a parameter, then a wildcard; see
/// ``RouteTable`` for the full precedence rules.
public enum PatternSegment: Sendable, Hashable, CustomStringConvertible {
    /// Matches exactly this text (decoded), e.g. `product`.
    case literal(String)
    /// Matches any one non-empty segment and captures it under this name, e.g. `:id`.
    case parameter(String)
    /// Matches the rest of the path (zero or more segments), captured under the name if given,
    /// e.g. `*` or `*path`. Only the last segment may be a wildcard.
    case wildcard(String?)

    /// The segment as written in a pattern.
    public var description: String {
        switch self {
        case .literal(let text):
            text.hasPrefix("*") || text.hasPrefix(":")
                ? "%" + String(text.utf8.first!, radix: 16, uppercase: true)
                    + PercentEncoding.encode(
                        String(text.dropFirst()), allowing: PercentEncoding.pathSegment)
                : PercentEncoding.encode(text, allowing: PercentEncoding.pathSegment)
        case .parameter(let name): ":" + name
        case .wildcard(let name): "*" + (name ?? "")
        }
    }

    /// The name of the value this segment captures, if any.
    public var parameterName: String? {
        switch self {
        case .literal: nil
        case .parameter(let name): name
        case .wildcard(let name): name
        }
    }
}
