/// One segment of a ``RoutePattern``.
///
/// At each segment, matching tries a literal first, then a typed parameter, then a parameter,
/// then a wildcard; see
/// ``RouteTable`` for the full precedence rules.
public enum PatternSegment: Sendable, Hashable, CustomStringConvertible {
    /// Matches exactly this text (decoded), e.g. `product`.
    case literal(String)
    /// Matches any one non-empty segment and captures it under this name, e.g. `:id`.
    case parameter(String)
    /// Matches one segment of the given type and captures it under this name, e.g. `:id(int)`.
    case typedParameter(String, ParameterType)
    /// Matches the rest of the path (zero or more segments), captured under the name if given,
    /// e.g. `*` or `*path`. Only the last segment may be a wildcard.
    case wildcard(String?)

    /// The segment as written in a pattern.
    public var description: String {
        switch self {
        case .literal(let text):
            if let first = text.utf8.first, first == UInt8(ascii: ":") || first == UInt8(ascii: "*") {
                // Escaped so that the literal does not read as a parameter or a wildcard.
                (first == UInt8(ascii: ":") ? "%3A" : "%2A")
                    + RoutePattern.encodedSegment(String(decoding: text.utf8.dropFirst(), as: UTF8.self))
            } else {
                RoutePattern.encodedSegment(text)
            }
        case .parameter(let name): ":" + name
        case .typedParameter(let name, let type): ":" + name + "(" + type.rawValue + ")"
        case .wildcard(let name): "*" + (name ?? "")
        }
    }

    /// Whether the segment is a parameter, typed or not.
    public var isParameter: Bool {
        switch self {
        case .parameter, .typedParameter: true
        case .literal, .wildcard: false
        }
    }

    /// The name of the value this segment captures, if any.
    public var parameterName: String? {
        switch self {
        case .literal: nil
        case .parameter(let name), .typedParameter(let name, _): name
        case .wildcard(let name): name
        }
    }
}
