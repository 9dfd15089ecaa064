import DeepLinks

/// The type-erased face of a flow's plugins that the registry drives.
@MainActor
protocol PluginAttachment: AnyObject {
    var flowName: String { get }
    var flowID: ObjectIdentifier { get }
    var pluginIDs: [String] { get }
    /// Whether the flow still exists.
    var isAlive: Bool { get }
    func status(of id: String) -> PluginStatus?
    func sync(flushing: Bool)
    func retry(_ id: String) -> Bool
    /// Registers the plugins' links on `hub`, scoped to the flow.
    func connect(_ hub: RoutingHub, groups: [String], guards: PluginLinkGuards)
    /// Takes every plugin out and stops following flags.
    func detach()
}
