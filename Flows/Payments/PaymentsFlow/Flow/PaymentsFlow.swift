import FlowCore
import FlowPlugins
import PaymentsLogic
import PaymentsService
import PaymentsUI

/// Choosing how to pay: a list of saved methods; choosing one finishes with a ``PaymentSelection``.
///
/// The flow knows nothing of coupons or any other plugin; it only declares where plugins may
/// attach (``pluginPoints``).
public typealias PaymentsFlow = Flow<PaymentsState, PaymentsAction, PaymentSelection>

extension Flow where State == PaymentsState, Action == PaymentsAction, Output == PaymentSelection {
    /// The name of the rule that shows the list of methods; plugin routes may go before it.
    public static var methodsRule: String { "payment methods" }

    /// Builds the payments flow.
    ///
    /// ```swift
    /// let payments = PaymentsFlow.make(service: InMemoryPaymentMethods())
    /// let navigator = Navigator(root: payments)
    /// navigator.start()
    /// print(navigator.path)               // Payments > payment-methods
    /// payments.send(.select(cash))        // finishes with the output "Cash"
    /// ```
    ///
    /// As a child flow, its output comes back to the parent's rule:
    ///
    /// ```swift
    /// router.addFlow({ $0.payment == nil }, name: "pay", PaymentsFlow.make(service: service)) { state, selection in
    ///     state.payment = selection
    /// }
    /// ```
    ///
    /// - Parameter service: provides the saved payment methods.
    public static func make(service: any PaymentMethodsProviding) -> PaymentsFlow {
        let initial = PaymentsState(methods: service.savedMethods())
        return PaymentsFlow(
            "Payments", initialState: initial,
            output: { state in
                guard let method = state.selected else {
                    preconditionFailure(
                        "The payments flow finished without a chosen method; only its 'done' rule finishes it.")
                }
                return PaymentSelection(method: method, discounts: state.discounts)
            },
            reducer: { state, action in
                switch action {
                case .select(let method): state.selected = method
                }
                return .none
            }
        ) { router in
            router.addScreen({ $0.selected == nil }, name: methodsRule) { state, send in
                PaymentMethodsScreen(methods: state.methods, discounts: state.discounts) { send(.select($0)) }
            }
            // A method is chosen: nothing more to show, so the flow finishes with the selection.
            router.addFinish({ _ in true }, name: "done")
        }
    }

    /// Where plugins may attach to the payments flow.
    ///
    /// - routes before ``methodsRule`` (a plugin screen shown over the list) and before the last rule;
    /// - deep links under `payments/`;
    /// - items in the list `payment-methods`; views in `payment-banners` (many) and `payment-footer` (one);
    /// - the `discounts` field of the state, and ``PaymentsState/plugins`` for plugins' own values;
    /// - the output ``discountOutput``, through which plugin sub-flows hand back a discount (or none).
    public static var pluginPoints: PluginPoints<PaymentsState> {
        PluginPoints(
            routes: [.before(methodsRule), .beforeLast],
            deepLinks: "payments/",
            lists: [PaymentMethodsScreen.methodsList],
            slots: [PaymentMethodsScreen.bannersSlot: .many, PaymentMethodsScreen.footerSlot: .one],
            storage: \.plugins
        )
        .allowingUpdates(of: \.discounts, named: "discounts")
        .acceptingOutputs(discountOutput)
    }

    /// Where plugin sub-flows hand back a ``PaymentDiscount`` (applied to the ride), or `nil` when the rider left without one.
    public static var discountOutput: PluginOutput<PaymentsState, PaymentDiscount?> {
        PluginOutput("discount") { state, discount in
            if let discount { state.discounts.apply(discount) }
        }
    }
}
