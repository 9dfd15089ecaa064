/// A route that is equal to another, and hashes, by its values as ``Route/encode(into:)`` writes them.
///
/// A type adopts it with an empty extension and gets `==` and `hash(into:)` without synthesized
/// code of its own. Routes generated from a route table are plain ``Route`` types, since a
/// conformance per route costs about a quarter of a large table's build; make the ones an app
/// compares or keeps in a set hashable with `extension RideRoutes.Profile: HashableRoute {}`.
/// Two routes are equal when they write the same names and texts, so a
/// `Double` compares by its description (`-0.0` differs from `0.0`, and NaN equals NaN).
///
/// ```swift
/// struct Promo: HashableRoute {
///     static let pattern: RoutePattern = "/promo/:code"
///     let code: String
///     init(code: String) { self.code = code }
///     init(parameters: RouteParameters) throws(DeepLinkError) { code = try parameters.value("code") }
///     func encode(into values: inout RouteValues) { values.set("code", code) }
/// }
/// Promo(code: "RIDE10") == Promo(code: "RIDE10")  // true
/// ```
public protocol HashableRoute: Route, Hashable {}

extension HashableRoute {
    /// Whether both routes write the same values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.values == rhs.values
    }

    /// Hashes the values the route writes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}
