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
    func open(_ link: String) -> String?
}
