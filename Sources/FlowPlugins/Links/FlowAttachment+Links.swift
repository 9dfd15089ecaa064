import DeepLinks
import FlowCore

extension FlowAttachment {
    /// Registers every plugin link on `hub`, scoped to the flow: while the flow is on the path
    /// the hub matches them before its own routes and applies them to this instance.
    ///
    /// A plugin that is off keeps its routes, so opening its link fails with a
    /// ``PluginError/Code/pluginOff`` error naming the plugin and its flag instead of matching
    /// a broader route by accident; a plugin that failed answers with its failure in full. Unless
    /// `guards` opts out, the routes inherit the guards of the hub's routes under the flow's link prefix.
    func connect(_ hub: RoutingHub, groups: [String], guards: PluginLinkGuards) {
        guard let flow, !isDetached else { return }
        for entry in entries {
            let id = entry.plugin.id
            for link in entry.contributions?.links ?? [] {
                for scheme in hub.nativeSchemes.sorted() {
                    do {
                        let pattern = try PluginRegistry.hubPattern(link.pattern, scheme: scheme)
                        try hub.register(
                            pattern, groups: groups,
                            inheritingGuardsUnder: guards.inheritedPrefix(points.deepLinkPrefix), scopedTo: flow,
                            .apply(to: flow) { [weak self] request, flow in
                                try self?.open(request, plugin: id, link: link, in: flow)
                            })
                    } catch {
                        log("'\(id)' deep link '\(link.pattern)' was not registered on the hub: \(error.message)")
                    }
                }
            }
        }
    }

    /// Applies one plugin link to the flow on the path, or throws why the plugin cannot take it.
    private func open(
        _ request: RouteRequest, plugin id: String, link: PluginContributions<State>.Link,
        in flow: Flow<State, Action, Output>
    ) throws {
        guard let entry = entry(id) else { return }
        if let failure = entry.failure { throw PluginError.linkRefusal(request.link.description, failed: failure) }
        if let reason = isDetached ? .detached : registry.offReason(for: entry.plugin) {
            throw PluginError.linkRefusal(request.link.description, plugin: id, gate: entry.plugin.gate, reason: reason)
        }
        var state = flow.state
        try link.apply(&state, request)
        flow.update { $0 = state }
        log("deep link '\(request.link)' opened by '\(id)' in \(flowName).")
    }
}
