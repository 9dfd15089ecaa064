/// Something a rule can route to: a ``Screen`` (a leaf) or a ``Flow`` (a subtree).
///
/// Apps do not conform to this directly: they define screens (``Screen`` refines it) and
/// build flows. A rule that routes to nothing finishes its flow (``Router/addFinish(_:name:fileID:line:)``).
public protocol Routable {}

/// A type-erased reference to a flow, used where the flow's `State`, `Action` and `Output` do not matter.
///
/// Create one with `flow.handle`; the navigator uses it to walk the tree.
public struct FlowHandle {
    let runtime: any FlowRuntime

    /// The flow's name, as shown in paths, logs and exports.
    @MainActor public var name: String { runtime.name }

    /// A stable identity for the lifetime of the flow instance.
    public var id: ObjectIdentifier { ObjectIdentifier(runtime) }

    /// The flow itself, when it is a `Flow` of these types.
    ///
    /// ```swift
    /// let payments = navigator.activeFlows.lazy.compactMap { $0.flow(as: PaymentsFlow.self) }.first
    /// ```
    @MainActor
    public func flow<State, Action, Output>(as type: Flow<State, Action, Output>.Type) -> Flow<State, Action, Output>? {
        runtime as? Flow<State, Action, Output>
    }
}
