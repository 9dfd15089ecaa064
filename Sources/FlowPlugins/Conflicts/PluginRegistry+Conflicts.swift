import FlowCore

extension PluginRegistry {
    /// Finds the plugins attached to `flow` that would get in each other's way if all were on.
    ///
    /// Route conditions and list items depend on the state, so pass the states the tests
    /// explore; a route counts as shadowed only when it holds in at least one of them and an
    /// earlier plugin route holds in all of those. Failed plugins are left out.
    ///
    /// ```swift
    /// for conflict in registry.conflicts(in: payments, exploring: [PaymentsState(), opened]) {
    ///     print(conflict)
    /// }
    /// ```
    ///
    /// Routes the flow's own rules always win over, routes that cannot be placed and duplicate
    /// rule names of the flow are reported too.
    ///
    /// - Returns: the conflicts in a stable order: positions, shadowed routes, the flow's own
    ///   rules (duplicate names, unplaceable routes, routes its rules shadow), list items, slots.
    public func conflicts<State, Action, Output>(in flow: Flow<State, Action, Output>, exploring states: [State])
        -> [PluginConflict]
    {
        let attachment = attachments.first { $0.flowID == ObjectIdentifier(flow) }
        guard let attachment = attachment as? FlowAttachment<State, Action, Output> else { return [] }
        return attachment.conflicts(exploring: states.isEmpty ? [flow.state] : states)
    }
}

extension FlowAttachment {
    private typealias Candidate = (plugin: String, contributions: PluginContributions<State>)

    func conflicts(exploring states: [State]) -> [PluginConflict] {
        let candidates: [Candidate] = entries.compactMap { entry in
            guard entry.failure == nil, let contributions = entry.contributions else { return nil }
            return (entry.plugin.id, contributions)
        }
        return routeConflicts(candidates, states) + flowRuleConflicts(exploring: states)
            + itemConflicts(candidates, states)
            + slotConflicts(candidates)
    }

    private func routeConflicts(_ candidates: [Candidate], _ states: [State]) -> [PluginConflict] {
        let flowRules = flow?.router.rules.map(\.name).filter { !installedRouteNames.contains($0) } ?? []
        var layout = RouteLayout(flowRules: flowRules)
        var placed: [(plugin: String, name: String, route: PluginContributions<State>.Route)] = []
        var result: [PluginConflict] = []
        var firstAt: [RoutePosition: String] = [:]
        for (plugin, contributions) in candidates {
            for route in contributions.routes {
                let name = "\(plugin): \(route.name)"
                guard layout.place(name, at: route.position) != nil else { continue }
                placed.append((plugin, name, route))
                if let first = firstAt[route.position], first != plugin {
                    result.append(
                        PluginConflict(
                            kind: .samePosition, plugins: [first, plugin], point: .route(route.position),
                            message:
                                "Plugins '\(first)' and '\(plugin)' both add routes \(route.position); '\(first)' goes first because "
                                + "plugins at one position are ordered by id. Move one to another position if the order matters."
                        ))
                } else if firstAt[route.position] == nil {
                    firstAt[route.position] = plugin
                }
            }
        }
        // A flow may name two rules alike (reported as duplicateRuleName); the first one counts.
        let order = Dictionary(layout.names.enumerated().map { ($0.element, $0.offset) }) { first, _ in first }
        let ordered = placed.sorted { order[$0.name, default: 0] < order[$1.name, default: 0] }
        for (later, laterRoute) in ordered.enumerated() {
            let holding = states.filter { (try? laterRoute.route.condition($0)) ?? false }
            guard !holding.isEmpty else { continue }
            for earlier in ordered[..<later] where earlier.plugin != laterRoute.plugin {
                guard holding.allSatisfy({ (try? earlier.route.condition($0)) ?? false }) else { continue }
                let count = holding.count == 1 ? "the 1 explored state" : "all \(holding.count) explored states"
                result.append(
                    PluginConflict(
                        kind: .shadowedRoute, plugins: [earlier.plugin, laterRoute.plugin],
                        point: .route(laterRoute.route.position),
                        message:
                            "Route \"\(laterRoute.name)\" of plugin '\(laterRoute.plugin)' can never be reached: route \"\(earlier.name)\" "
                            + "of plugin '\(earlier.plugin)' comes first and holds in \(count) where it holds. "
                            + "Narrow one of the conditions or move one route to another position."))
                break
            }
        }
        return result
    }

    private func itemConflicts(_ candidates: [Candidate], _ states: [State]) -> [PluginConflict] {
        var result: [PluginConflict] = []
        var reported: Set<[String]> = []
        for list in points.lists {
            for state in states {
                var owners: [String: String] = [:]
                for (plugin, contributions) in candidates {
                    for source in contributions.items where source.list == list {
                        for item in (try? source.items(state, .inert(plugin, flow: flowName, points: points))) ?? [] {
                            guard let first = owners[item.id] else {
                                owners[item.id] = plugin
                                continue
                            }
                            guard first != plugin, reported.insert([list, item.id, first, plugin]).inserted else {
                                continue
                            }
                            result.append(
                                PluginConflict(
                                    kind: .duplicateListItem, plugins: [first, plugin], point: .list(list),
                                    message:
                                        "Plugins '\(first)' and '\(plugin)' both add the item '\(item.id)' to list '\(list)'; "
                                        + "only the one from '\(first)' is shown. Give one of the items another id."))
                        }
                    }
                }
            }
        }
        return result
    }

    private func slotConflicts(_ candidates: [Candidate]) -> [PluginConflict] {
        var result: [PluginConflict] = []
        for slot in points.slots.keys.sorted() where points.slots[slot] == .one {
            let fillers = candidates.compactMap { plugin, contributions in
                contributions.views.filter { $0.slot == slot }.map(\.order).min().map { (plugin: plugin, order: $0) }
            }
            .enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element.plugin)
            guard let first = fillers.first else { continue }
            for other in fillers.dropFirst() {
                result.append(
                    PluginConflict(
                        kind: .slotTaken, plugins: [first, other], point: .slot(slot),
                        message:
                            "Plugins '\(first)' and '\(other)' both fill slot '\(slot)', which holds one view; only the view from "
                            + "'\(first)' is shown. Turn one of them off or move it to another slot."))
            }
        }
        return result
    }
}
