import FlowCore

extension FlowAttachment {
    /// Plugin routes the flow's own rules always win over, routes that cannot be placed, and duplicate rule names.
    ///
    /// A plugin route counts as shadowed when it holds in at least one explored state and, in
    /// every such state, one of the flow's own rules before it holds too.
    func flowRuleConflicts(exploring states: [State]) -> [PluginConflict] {
        guard let flow else { return [] }
        var result: [PluginConflict] = []
        let rules = flow.router.rules
        let own = rules.filter { !installedRouteNames.contains($0.name) }
        var seen: [String: Int] = [:]
        for rule in own { seen[rule.name, default: 0] += 1 }
        for name in own.map(\.name) where seen[name, default: 0] > 1 {
            seen[name] = 0
            result.append(
                PluginConflict(
                    kind: .duplicateRuleName, plugins: [], point: .route(.before(name)),
                    message:
                        "\(flowName) has more than one rule named \"\(name)\", so plugin positions that name it are "
                        + "ambiguous and plugins placed there are turned down. Give \(flowName)'s rules distinct names."
                ))
        }
        for entry in entries {
            guard let failure = entry.failure, failure.code == .unplaceableRoute || failure.code == .ambiguousPosition
            else { continue }
            result.append(
                PluginConflict(
                    kind: .unplaceableRoute, plugins: [entry.plugin.id], point: .route(.end), message: failure.message))
        }
        result += shadowedByFlowRules(states, flow: flow, own: own)
        return result
    }

    private func shadowedByFlowRules(_ states: [State], flow: Flow<State, Action, Output>, own: [RouteRule])
        -> [PluginConflict]
    {
        var layout = RouteLayout(flowRules: own.map(\.name))
        var result: [PluginConflict] = []
        for entry in entries where entry.failure == nil {
            for route in entry.contributions?.routes ?? [] {
                let name = "\(entry.plugin.id): \(route.name)"
                guard let index = layout.place(name, at: route.position) else { continue }
                let before = Set(layout.names[..<index])
                let earlier = own.filter { before.contains($0.name) }
                let holding = states.filter { (try? route.condition($0)) ?? false }
                guard !holding.isEmpty else { continue }
                let winner = earlier.first { rule in
                    holding.allSatisfy { flow.router.ruleHolds(at: rule.index, for: $0) }
                }
                guard let winner else { continue }
                let count = holding.count == 1 ? "the 1 explored state" : "all \(holding.count) explored states"
                result.append(
                    PluginConflict(
                        kind: .shadowedByFlowRule, plugins: [entry.plugin.id], point: .route(route.position),
                        message:
                            "Route \"\(name)\" of plugin '\(entry.plugin.id)' can never be reached: \(flowName)'s own rule "
                            + "\(winner) comes first and holds in \(count) where it holds. Place the route before "
                            + "\(winner) or narrow \(winner)'s condition."))
            }
        }
        return result
    }
}
