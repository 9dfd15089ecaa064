import FlowCore
import FlowPlugins
import PaymentsFlow
import PaymentsLogic
import PaymentsUI

/// Coupons for the payments flow, as a plugin the flow never imports.
///
/// Behind the flag `coupons`, it adds a "Coupons" item to the `payment-methods` list and a
/// coupon-entry screen before the list's rule; a valid code becomes a ``PaymentDiscount`` in
/// the flow's `discounts`, and the deep link `payments/coupons/<code>` opens the entry
/// screen with the code filled in.
///
/// ```swift
/// let flags = FeatureFlags([CouponsPlugin.flag])
/// let registry = PluginRegistry(flags: flags)
/// let payments = PaymentsFlow.make(service: InMemoryPaymentMethods())
/// registry.attach([CouponsPlugin.make()], to: payments, points: PaymentsFlow.pluginPoints)
/// ```
public enum CouponsPlugin {
    /// The plugin's id.
    public static let id = "coupons"
    /// The feature flag that turns coupons on; off by default.
    public static let flag = FeatureFlag("coupons", default: false, summary: "Coupons in the payments flow")
    /// The name of its route (in the router it reads `coupons: coupon entry`).
    public static let routeName = "coupon entry"

    /// Builds the plugin.
    ///
    /// - Parameter catalog: the codes that exist; defaults to ``CouponCatalog/sample``.
    public static func make(catalog: CouponCatalog = .sample) -> Plugin<PaymentsState> {
        Plugin(id, kind: .optional, flag: flag.key) { plugin in
            plugin.addListItems(to: PaymentsScreens.methodsList, order: 1_000) { state in
                let applied = state.discounts.first { $0.id == "coupon" }
                return [
                    Screen.Item(
                        id: CouponScreens.itemID, title: "Coupons",
                        detail: applied.map { "\($0) applied" } ?? "Add a code")
                ]
            }
            plugin.addRoute(routeName, at: .before(PaymentsFlow.methodsRule), when: { $0.plugins[id, "entry"] != nil })
            { state in
                CouponScreens.entry(code: state.plugins[id, "entry"] ?? "", error: state.plugins[id, "error"])
            }
            plugin.addDeepLink("payments/coupons/:code") { state, parameters in
                state.plugins[id, "entry"] = parameters["code"] ?? ""
            }
            plugin.onEvent { context, event in try handle(event, context, catalog) }
        }
    }

    @MainActor
    private static func handle(
        _ event: ScreenEvent, _ context: PluginContext<PaymentsState>, _ catalog: CouponCatalog
    ) throws -> EventHandling {
        switch event.action {
        case CouponScreens.openAction:
            try context.setStorage("", for: "entry")
        case CouponScreens.applyAction:
            guard context[storage: "entry"] != nil else { return .unhandled }
            do {
                let discount = try CouponValidation.discount(for: event["code"] ?? "", in: catalog)
                try leave(context)
                try context.update(\.discounts) { $0.apply(discount) }
            } catch let error as CouponError {
                try context.setStorage(event["code"] ?? "", for: "entry")
                try context.setStorage(error.message, for: "error")
            }
        case CouponScreens.cancelAction:
            guard context[storage: "entry"] != nil else { return .unhandled }
            try leave(context)
        default:
            return .unhandled
        }
        return .handled
    }

    /// Leaves the entry screen the way the rider came (a pop); without history, closes it in place.
    @MainActor
    private static func leave(_ context: PluginContext<PaymentsState>) throws {
        if context.back(), context[storage: "entry"] == nil { return }
        try context.setStorage(nil, for: "entry")
        try context.setStorage(nil, for: "error")
    }
}
