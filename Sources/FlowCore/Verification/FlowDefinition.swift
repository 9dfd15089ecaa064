/// What tells two flows that share a name apart: the name and the flow's own rules, each with its name, source and kind.
///
/// Two places built by the same factory have the same definition, so a tree verifies such a flow
/// once and the graph marks its findings at every place; two different flows named alike (a
/// "Step" flow in two wizards) are verified and marked each on its own. Plugin routes are left
/// out: which plugins are on does not make a flow another flow.
struct FlowDefinition: Hashable, Sendable {
    /// The flow's name.
    var name: String
    /// The flow's own rules in order, plugin routes left out.
    var rules: [RouteRule]

    /// The definition of the flow behind `handle`.
    @MainActor
    init(_ handle: FlowHandle) {
        let pluginRules = Set(handle.savable.pluginContributions.map(\.rule))
        name = handle.name
        rules = handle.runtime.rules.filter { !pluginRules.contains($0.name) }
    }
}
