/// A route a plugin contributes to a flow, as the static graph shows it whatever the flags are now.
///
/// FlowPlugins records these on a flow when plugins are attached to it, so ``FlowGraph`` shows
/// every plugin's screens and sub-flows with the flag that gates them, not only those whose flag
/// is on while the graph is drawn.
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
    /// The feature flag that gates the plugin; `nil` when it is always on.
    public var flag: String?
    /// The rule's name as it reads in the router while installed, e.g. `coupons: coupon entry`.
    public var rule: String
    /// What the route shows.
    public var kind: Kind
    /// Where among the flow's rules it goes.
    public var position: RoutePosition

    /// Creates a contribution.
    public init(plugin: String, flag: String?, rule: String, kind: Kind, position: RoutePosition) {
        self.plugin = plugin
        self.flag = flag
        self.rule = rule
        self.kind = kind
        self.position = position
    }

    /// `plugin 'coupons', flag 'coupons'`, or `plugin 'x', always on`.
    var gate: String { "plugin '\(plugin)', " + (flag.map { "flag '\($0)'" } ?? "always on") }
}

extension Flow {
    /// Records what plugins contribute to this flow, for ``FlowGraph``; FlowPlugins calls it when plugins are attached.
    package func describePlugins(_ contributions: [PluginContribution]) {
        pluginContributions = contributions
    }
}
