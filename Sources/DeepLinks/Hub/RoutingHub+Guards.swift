extension RoutingHub {
    /// The groups a route belongs to and the interceptors that run before it, in order: global,
    /// each group's, then the route's own.
    ///
    /// A route registered with `inheritingGuardsUnder:` also belongs to the groups of every route
    /// under its prefix, and runs their own interceptors, looked up when the link opens so that
    /// routes registered after it count too.
    func guards(for entry: RouteEntry) -> (groups: [String], interceptors: [RouteInterceptor]) {
        var groups = entry.groups
        var own: [RouteInterceptor] = []
        if let prefix = entry.guardPrefix {
            var seenInterceptors: Set<String> = []
            for registry in [global] + scopedOrder.compactMap({ scoped[$0] }) where registry.isAlive() {
                for route in registry.routes
                where route.guardPrefix == nil && prefix.contains(route.pattern, schemes: nativeSchemes) {
                    for group in route.groups where !groups.contains(group) { groups.append(group) }
                    for interceptor in route.interceptors where seenInterceptors.insert(interceptor.name).inserted {
                        own.append(interceptor)
                    }
                }
            }
        }
        let interceptors =
            globalInterceptors + groups.flatMap { groupInterceptors[$0] ?? [] } + own + entry.interceptors
        return (groups, interceptors)
    }
}
