/// A registered route: its pattern, groups, own interceptors and handler.
@MainActor
struct RouteEntry {
    let pattern: RoutePattern
    let groups: [String]
    let interceptors: [RouteInterceptor]
    let handler: RouteHandler
}
