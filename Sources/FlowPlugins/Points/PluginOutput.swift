import FlowCore

/// A point a flow declares where plugin sub-flows hand back a typed value, and what the flow does with it.
///
/// The flow owns the meaning of the value: it decides how the value changes its state. A plugin
/// names the point in ``PluginContributions/addFlow(_:at:presentation:handingBackTo:flow:)``,
/// and the compiler checks that its sub-flow's `Output` is the point's `Value`.
///
/// ```swift
/// extension PaymentsFlow {
///     static let discountOutput = PluginOutput<PaymentsState, PaymentDiscount>("discount") { state, discount in
///         state.discounts.apply(discount)
///     }
/// }
/// // in pluginPoints: PluginPoints(…).acceptingOutputs(discountOutput)
/// ```
public struct PluginOutput<State, Value> {
    /// The point's name, e.g. `discount`; it appears in errors and in ``PluginPoint/output(_:)``.
    public let name: String
    let deliver: @MainActor (inout State, Value) -> Void

    /// Declares an output point.
    ///
    /// - Parameters:
    ///   - name: the point's name.
    ///   - deliver: changes the flow's state with a value a plugin sub-flow finished with.
    public init(_ name: String, deliver: @escaping @MainActor (inout State, Value) -> Void) {
        self.name = name
        self.deliver = deliver
    }
}

/// The part of a flow's router that plugin sub-flows are inserted through, whatever the flow's `Action`.
@MainActor
protocol PluginSubFlowRouting<State> {
    associatedtype State

    @discardableResult
    func insertFlow<ChildState, ChildAction, ChildOutput>(
        _ condition: @escaping (State) -> Bool,
        name: String,
        source: String,
        presentation: Presentation,
        at position: RoutePosition,
        _ flow: @escaping () -> Flow<ChildState, ChildAction, ChildOutput>,
        onOutput: @escaping (inout State, ChildOutput) -> Void
    ) -> RouteRule?
}

extension Router: PluginSubFlowRouting {}
