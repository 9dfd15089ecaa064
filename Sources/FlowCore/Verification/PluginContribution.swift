/// A route a plugin contributes to a flow, as the static graph shows it whatever the flags are now.
///
/// FlowPlugins records these on a flow when plugins are attached to it, so ``FlowGraph`` shows
/// every plugin's screens and sub-flows with the flag or experiment that gates them, not only those
/// that are on while the graph is drawn.
public struct PluginContribution: Hashable, Sendable {
    /// Whether the route shows a screen or runs a sub-flow.
    public enum Kind: String, Hashable, Sendable {
        /// A plugin screen.
        case screen
        /// A plugin sub-flow.
        case flow
    }

    /// The plugin's id.
    public var plugin: String
    /// What switches the plugin on, e.g. `flag 'coupons'`, `experiment 'fare-banner' is 'bold'` or `always on`.
    public var gate: String
    /// The rule's name as it reads in the router while installed, e.g. `coupons: coupon entry`.
    public var rule: String
    /// What the route shows.
    public var kind: Kind
    /// Where among the flow's rules it goes.
    public var position: RoutePosition

    /// Creates a contribution.
    public init(plugin: String, gate: String, rule: String, kind: Kind, position: RoutePosition) {
        self.plugin = plugin
        self.gate = gate
        self.rule = rule
        self.kind = kind
        self.position = position
    }

    /// `plugin 'coupons', flag 'coupons'`, or `plugin 'x', always on`.
    var label: String { "plugin '\(plugin)', \(gate)" }
}

extension Flow {
    /// Records what plugins contribute to this flow, for ``FlowGraph``; FlowPlugins calls it when plugins are attached.
    package func describePlugins(_ contributions: [PluginContribution]) {
        pluginContributions = contributions
    }
}
