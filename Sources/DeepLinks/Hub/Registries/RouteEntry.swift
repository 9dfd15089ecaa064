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
    /// Who handles the link, for error messages.
    var source = Source.route

    /// Who handles a link: a registered route, an app's dispatcher, or one of the hub's fallbacks.
    enum Source {
        case route
        /// A dispatcher registered with ``RoutingHub/registerDispatcher(_:schemes:hosts:groups:_:)``.
        case dispatcher(String)
        /// The web handler, the undefined-route handler or an external opener, by name.
        case fallback(String)
    }
}
