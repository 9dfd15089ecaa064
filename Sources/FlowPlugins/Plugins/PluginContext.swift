import FlowCore

/// What a plugin's screens and items may do to its flow: read the state, change declared fields, keep values, go back.
///
/// A plugin never gets the flow itself, so it can only touch what the flow declared in its
/// ``PluginPoints``; anything else throws a ``PluginError``, which turns the plugin off.
///
/// ```swift
/// CouponEntryScreen(apply: { code in
///     context.perform { context in
///         try context.setStorage(nil, for: "entry")
///         try context.update(\.discounts) { $0.append(discount) }
///     }
/// })
/// ```
@MainActor
public struct PluginContext<State> {
    /// The id of the plugin this context belongs to.
    public let pluginID: String
    /// The name of the flow the plugin is attached to.
    public let flowName: String
    let points: PluginPoints<State>
    let readState: () -> State?
    let write: ((inout State) -> Void) -> Void
    let goBack: () -> Bool
    let note: (String) -> Void
    let fail: (any Error) -> Void

    /// The flow's current state, or `nil` once the flow is gone.
    public var state: State? { readState() }

    /// Runs `body`, a plugin's reaction to the user; a throw turns the plugin off and is logged, and the flow carries on.
    ///
    /// ```swift
    /// ListItem(id: "coupons", title: "Coupons") { context.perform { try $0.setStorage("", for: "entry") } }
    /// ```
    public func perform(_ body: (PluginContext<State>) throws -> Void) {
        do {
            try body(self)
        } catch {
            fail(error)
        }
    }

    /// Changes one field of the flow's state that the flow declared with ``PluginPoints/allowingUpdates(of:named:)``.
    ///
    /// - Throws: ``PluginError`` with code ``PluginError/Code/undeclaredPoint`` when the flow did not declare `field`.
    public func update<Value>(_ field: WritableKeyPath<State, Value>, _ mutate: (inout Value) -> Void)
        throws(PluginError)
    {
        guard points.name(of: field) != nil else {
            throw PluginError.undeclaredPoint(
                .state("\(field)"), plugin: pluginID, flow: flowName, declared: points.declared)
        }
        write { mutate(&$0[keyPath: field]) }
    }

    /// The value this plugin keeps under `key` in the flow's ``PluginStorage``, or `nil`.
    public subscript(storage key: String) -> String? {
        guard let storage = points.storage else { return nil }
        return readState()?[keyPath: storage][pluginID, key]
    }

    /// Keeps `value` (or removes it, with `nil`) under `key` in the flow's ``PluginStorage``.
    ///
    /// - Throws: ``PluginError`` when the flow declared no storage.
    public func setStorage(_ value: String?, for key: String) throws(PluginError) {
        guard let storage = points.storage else {
            throw PluginError.undeclaredPoint(.storage, plugin: pluginID, flow: flowName, declared: points.declared)
        }
        write { $0[keyPath: storage][pluginID, key] = value }
    }

    /// The typed value this plugin keeps under `key` (see ``PluginStorage/value(_:of:key:)``), or `nil`.
    ///
    /// - Throws: ``PluginError`` when the kept value does not read as `type`.
    public func value<Value: Codable & Sendable>(_ type: Value.Type, for key: String) throws(PluginError) -> Value? {
        guard let storage = points.storage, let state = readState() else { return nil }
        return try state[keyPath: storage].value(type, of: pluginID, key: key)
    }

    /// Keeps a typed value (or removes it, with `nil`) under `key` in the flow's ``PluginStorage``.
    ///
    /// ```swift
    /// try context.setValue(Draft(code: "RIDE10", attempts: 2), for: "draft")
    /// ```
    ///
    /// - Throws: ``PluginError`` when the flow declared no storage or the value does not encode.
    public func setValue<Value: Codable & Sendable>(_ value: Value?, for key: String) throws(PluginError) {
        guard let storage = points.storage else {
            throw PluginError.undeclaredPoint(.storage, plugin: pluginID, flow: flowName, declared: points.declared)
        }
        var copy = readState()?[keyPath: storage] ?? PluginStorage()
        try copy.setValue(value, of: pluginID, key: key)
        let updated = copy[pluginID, key]
        write { $0[keyPath: storage][pluginID, key] = updated }
    }

    /// Opens the plugin sub-flow added as `name` with ``PluginContributions/addFlow(_:at:presentation:handingBackTo:flow:)``.
    ///
    /// ```swift
    /// ListItem(id: "saved-coupons", title: "Saved coupons") { context.perform { try $0.openFlow("coupon wallet") } }
    /// ```
    ///
    /// - Throws: ``PluginError`` when the flow declared no storage.
    public func openFlow(_ name: String) throws(PluginError) {
        try setStorage("open", for: name)
    }

    /// Leaves the top screen as the app's back button does (`Navigator.back()`), as the flow's rules declare.
    ///
    /// A plugin's route declares no back, so on a plugin screen the rule that routed to the flow
    /// decides (where the flow is a child, that may leave the flow altogether). To close a plugin
    /// screen, clear the storage value that opens it instead: the flow routes again and the host
    /// pops the screen.
    ///
    /// - Returns: `false` when back is not possible there.
    @discardableResult
    public func back() -> Bool { goBack() }

    /// Writes `message` to the navigator's event log under the `plugins` category, prefixed with the plugin id.
    public func record(_ message: String) { note("'\(pluginID)' \(message)") }
}

extension PluginContext {
    /// A context that reads and changes nothing, for exploring contributions without a running flow.
    static func inert(_ pluginID: String, flow: String, points: PluginPoints<State>) -> PluginContext {
        PluginContext(
            pluginID: pluginID, flowName: flow, points: points, readState: { nil }, write: { _ in },
            goBack: { false }, note: { _ in }, fail: { _ in })
    }
}
