import FlowCore

extension FlowAttachment {
    /// Every route and sub-flow the attached plugins contribute, with the flag that gates each, whether it is on or off.
    var graphContributions: [PluginContribution] {
        var result: [PluginContribution] = []
        for entry in entries {
            guard let contributions = entry.contributions else { continue }
            let plugin = entry.plugin
            for route in contributions.routes {
                result.append(
                    PluginContribution(
                        plugin: plugin.id, gate: plugin.gate.description, rule: "\(plugin.id): \(route.name)",
                        kind: .screen,
                        position: route.position))
            }
            for subFlow in contributions.flows {
                result.append(
                    PluginContribution(
                        plugin: plugin.id, gate: plugin.gate.description, rule: "\(plugin.id): \(subFlow.name)",
                        kind: .flow,
                        position: subFlow.position))
            }
        }
        return result
    }
}
