/// A registered route: its pattern, groups, own interceptors and handler.
@MainActor
struct RouteEntry {
    let pattern: RoutePattern
    let groups: [String]
    let interceptors: [RouteInterceptor]
    let handler: RouteHandler
    /// The link prefix whose routes lend this one their groups and interceptors (see
    /// ``RoutingHub/register(_:groups:interceptors:inheritingGuardsUnder:_:)``), or `nil`.
    var guardPrefix: LinkPrefix? = nil
}
