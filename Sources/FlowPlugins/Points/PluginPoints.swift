import FlowCore

/// The plugin points a flow declares: the route positions, deep links, lists, slots and state it opens to plugins.
///
/// A flow publishes its points next to its `make` function; the app hands them to
/// ``PluginRegistry/attach(_:to:points:)`` with the flow. A plugin that contributes to a point
/// the flow did not declare is turned down with a ``PluginError`` whose code is
/// ``PluginError/Code/undeclaredPoint``.
///
/// ```swift
/// static var pluginPoints: PluginPoints<PaymentsState> {
///     PluginPoints(
///         routes: [.before("payment methods")],
///         deepLinks: "payments/",
///         lists: ["payment-methods"],
///         slots: ["payment-footer": .one],
///         storage: \.plugins
///     )
///     .allowingUpdates(of: \.discounts, named: "discounts")
/// }
/// ```
public struct PluginPoints<State> {
    /// How many views a slot shows.
    public enum SlotCapacity: String, Hashable, Sendable {
        /// One view; a second plugin contributing to it is reported as a conflict and not shown.
        case one
        /// Any number of views, ordered by their order keys.
        case many
    }

    /// The router positions plugins may insert routes at.
    public var routes: [RoutePosition]
    /// The path prefix plugin deep links must start with, e.g. `payments/`; `nil` accepts none.
    public var deepLinkPrefix: String?
    /// The names of the screen lists plugins may add items to.
    public var lists: [String]
    /// The names of the screen slots plugins may put views in, with their capacity.
    public var slots: [String: SlotCapacity]
    /// Where the flow's state keeps plugin values, if it does.
    public var storage: WritableKeyPath<State, PluginStorage>?
    /// The state fields plugins may change through ``PluginContext/update(_:_:)``, by name.
    var fields: [(name: String, keyPath: PartialKeyPath<State>)] = []
    /// The names of the outputs plugin sub-flows may hand back, see ``acceptingOutputs(_:)``.
    var outputs: [String] = []

    /// Declares plugin points.
    ///
    /// - Parameters:
    ///   - routes: the router positions plugins may use.
    ///   - deepLinks: the path prefix plugin deep links must start with.
    ///   - lists: the screen lists plugins may add items to.
    ///   - slots: the screen slots plugins may fill, with their capacity.
    ///   - storage: the state's ``PluginStorage``, where plugins keep their own values.
    public init(
        routes: [RoutePosition] = [],
        deepLinks: String? = nil,
        lists: [String] = [],
        slots: [String: SlotCapacity] = [:],
        storage: WritableKeyPath<State, PluginStorage>? = nil
    ) {
        self.routes = routes
        self.deepLinkPrefix = deepLinks
        self.lists = lists
        self.slots = slots
        self.storage = storage
    }

    /// Returns these points plus permission for plugins to change one field of the state.
    public func allowingUpdates<Value>(of field: WritableKeyPath<State, Value>, named name: String) -> Self {
        var points = self
        points.fields.append((name, field))
        return points
    }

    /// Returns these points plus an output through which plugin sub-flows hand values back.
    ///
    /// ```swift
    /// PaymentsFlow.pluginPoints  // … .acceptingOutputs(PaymentsFlow.discountOutput)
    /// ```
    public func acceptingOutputs<Value>(_ output: PluginOutput<State, Value>) -> Self {
        var points = self
        points.outputs.append(output.name)
        return points
    }

    /// The name a field was declared under, or `nil` when plugins may not change it.
    func name(of field: PartialKeyPath<State>) -> String? {
        fields.first { $0.keyPath == field }?.name
    }

    /// Every declared point, in a stable order.
    public var declared: [PluginPoint] {
        var points = routes.map(PluginPoint.route)
        if let deepLinkPrefix { points.append(.deepLink(deepLinkPrefix + "…")) }
        points += lists.map(PluginPoint.list)
        points += slots.keys.sorted().map(PluginPoint.slot)
        points += fields.map { .state($0.name) }
        if storage != nil { points.append(.storage) }
        points += outputs.map(PluginPoint.output)
        return points
    }

    /// Throws when `point` is not one of these.
    func check(_ point: PluginPoint, plugin: String, flow: String) throws(PluginError) {
        let accepted: Bool
        switch point {
        case .route(let position): accepted = routes.contains(position)
        case .deepLink(let pattern): accepted = deepLinkPrefix.map { pattern.hasPrefix($0) } ?? false
        case .list(let list): accepted = lists.contains(list)
        case .slot(let slot): accepted = slots[slot] != nil
        case .state(let field): accepted = fields.contains { $0.name == field }
        case .storage: accepted = storage != nil
        case .output(let name): accepted = outputs.contains(name)
        }
        guard !accepted else { return }
        throw PluginError.undeclaredPoint(point, plugin: plugin, flow: flow, declared: declared)
    }
}
