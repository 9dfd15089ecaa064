import DeepLinks

/// The type-erased face of a flow's plugins that the registry drives.
@MainActor
protocol PluginAttachment: AnyObject {
    var flowName: String { get }
    var flowID: ObjectIdentifier { get }
    var pluginIDs: [String] { get }
    /// Whether the flow still exists.
    var isAlive: Bool { get }
    /// The flag keys whose change can switch one of its plugins: each plugin's flag, and the kill switch if one is optional.
    var flagKeys: Set<String> { get }
    /// Whether it installs exactly the plugins that are on, as far as flags decide: true unless its flow is active
    /// and a plugin that has not failed is installed while off, or is on and not installed.
    var isInSync: Bool { get }
    func status(of id: String) -> PluginStatus?
    func sync(flushing: Bool)
    func retry(_ id: String) -> Bool
    /// Registers the plugins' links on `hub`, scoped to the flow.
    func connect(_ hub: RoutingHub, groups: [String], guards: PluginLinkGuards)
    /// Takes every plugin out and stops following flags.
    func detach()
}
