import FlowCore

extension PluginError.Code {
    /// A plugin route's position names a rule the flow does not have (though the flow declared the position).
    public static let unplaceableRoute = Self(rawValue: "unplaceable-route")
    /// A plugin route's position names a rule that more than one of the flow's rules is called.
    public static let ambiguousPosition = Self(rawValue: "ambiguous-position")
    /// A plugin adds two routes (or sub-flows) with the same name.
    public static let duplicateRouteName = Self(rawValue: "duplicate-route-name")
}

extension PluginError {
    static func unplaceableRoute(
        _ route: String, at position: RoutePosition, plugin: String, flow: String, rules: [String]
    )
        -> Self
    {
        PluginError(
            code: .unplaceableRoute, plugin: plugin, value: "\(position)",
            message:
                "Plugin '\(plugin)' adds the route \"\(route)\" \(position), but \(flow) has no such rule; its rules are "
                + "\(rules.map { "\"\($0)\"" }.joined(separator: ", ")). Give \(flow) the rule it declares as a "
                + "plugin point, or place the route elsewhere.")
    }

    static func ambiguousPosition(_ route: String, at position: RoutePosition, plugin: String, flow: String, count: Int)
        -> Self
    {
        PluginError(
            code: .ambiguousPosition, plugin: plugin, value: "\(position)",
            message:
                "Plugin '\(plugin)' adds the route \"\(route)\" \(position), but \(count) of \(flow)'s rules have that name, "
                + "so the position is ambiguous. Give \(flow)'s rules distinct names.")
    }

    static func duplicateRouteName(_ route: String, plugin: String) -> Self {
        PluginError(
            code: .duplicateRouteName, plugin: plugin, value: route,
            message:
                "Plugin '\(plugin)' adds two routes named \"\(route)\"; route names name the rules in paths and logs, "
                + "so each must be unique. Rename one of them.")
    }
}

extension FlowAttachment {
    /// Throws when a route or sub-flow of `contributions` cannot be placed among the flow's own rules.
    func checkPlacement(of contributions: PluginContributions<State>, plugin: String) throws(PluginError) {
        let own = flow?.router.rules.map(\.name).filter { !installedRouteNames.contains($0) } ?? []
        let routes =
            contributions.routes.map { (name: $0.name, position: $0.position) }
            + contributions.flows.map { (name: $0.name, position: $0.position) }
        var names: Set<String> = []
        for route in routes {
            guard names.insert(route.name).inserted else { throw .duplicateRouteName(route.name, plugin: plugin) }
            let anchor: String
            switch route.position {
            case .before(let name), .after(let name): anchor = name
            case .beforeLast, .end: continue
            }
            let count = own.count { $0 == anchor }
            if count == 0 {
                throw .unplaceableRoute(route.name, at: route.position, plugin: plugin, flow: flowName, rules: own)
            }
            if count > 1 {
                throw .ambiguousPosition(route.name, at: route.position, plugin: plugin, flow: flowName, count: count)
            }
        }
    }
}
