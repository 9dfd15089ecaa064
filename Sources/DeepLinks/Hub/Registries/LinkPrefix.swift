/// A literal link prefix such as `payments` or `payments/coupons`: a host and the path segments
/// that follow it, in the hub's own schemes.
///
/// Routes registered under a prefix are the routes of the flow that owns it; a plugin link
/// registered with ``RoutingHub/register(_:groups:interceptors:inheritingGuardsUnder:_:)``
/// inherits their groups and interceptors.
struct LinkPrefix: Hashable, Sendable, CustomStringConvertible {
    /// The host, lowercased.
    let host: String
    /// The literal path segments after the host.
    let path: [String]

    /// The prefix `text` names (`payments/coupons`); leading and trailing slashes are ignored.
    init(_ text: String) {
        let parts = text.split(separator: "/").map(String.init)
        host = parts.first?.lowercased() ?? ""
        path = Array(parts.dropFirst())
    }

    /// Whether `pattern` is a route under this prefix in one of `schemes`.
    func contains(_ pattern: RoutePattern, schemes: Set<String>) -> Bool {
        guard let scheme = pattern.scheme, schemes.contains(scheme), pattern.host == host,
            pattern.segments.count >= path.count
        else { return false }
        for (segment, literal) in zip(pattern.segments, path) {
            guard case .literal(let text) = segment, text == literal else { return false }
        }
        return true
    }

    /// The prefix as written in a plugin's points, e.g. `payments/coupons`.
    var description: String { ([host] + path).joined(separator: "/") }
}
