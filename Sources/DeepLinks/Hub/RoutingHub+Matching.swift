extension RoutingHub {
    /// The route registered for `url` in the registries active now, and the link's parameters.
    ///
    /// Each registry (the routes of each active flow, and the hub's own) proposes its best match;
    /// the most specific proposal wins (see ``RoutePattern/specificity(forSegmentCount:)``), and
    /// among equally specific ones the registry searched first: the latest active flow, then the hub.
    ///
    /// The ``SchemeDispatcher/action`` dispatcher reaches only routes scoped to `action://`, so a
    /// pattern without a scheme (`/admin/*rest`) never runs from an `action://` link.
    func matchRoute(
        _ url: DeepLinkURL, dispatcher: SchemeDispatcher = .native
    ) -> (entry: RouteEntry, parameters: RouteParameters)? {
        var best: (entry: RouteEntry, parameters: RouteParameters)?
        var bestRank: [UInt8] = []
        for registry in activeRegistries {
            guard let match = registry.match(url) else { continue }
            guard let current = best else {
                best = match
                continue
            }
            if bestRank.isEmpty { bestRank = current.entry.pattern.specificity(forSegmentCount: url.segmentCount) }
            let rank = match.entry.pattern.specificity(forSegmentCount: url.segmentCount)
            if bestRank.lexicographicallyPrecedes(rank) {
                best = match
                bestRank = rank
            }
        }
        if dispatcher == .action, let found = best, found.entry.pattern.scheme != "action" {
            return nil
        }
        return best
    }
}
