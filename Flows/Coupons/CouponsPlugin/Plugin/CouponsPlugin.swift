import DeepLinks
import FlowCore
import FlowPlugins
import PaymentsFlow
import PaymentsLogic
import PaymentsUI

/// Coupons for the payments flow, as a plugin the flow never imports.
///
/// Behind the flag `coupons`, it adds a "Coupons" item to the `payment-methods` list and a
/// ``CouponEntryScreen`` before the list's rule; a valid code becomes a ``PaymentDiscount`` in
/// the flow's `discounts`. The deep link `payments/coupons/<code>` (through the app's hub:
/// `ride://payments/coupons/RIDE10`) applies a valid code at once, and opens the entry screen
/// with the code and the reason for a refused one.
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

    /// The plugin's deep link under the payments flow's prefix; the app's hub opens it as `ride://payments/coupons/<code>`.
    public static let linkPattern = "payments/coupons/:code"

    /// The id of the "Coupons" item the plugin adds to the payment methods list.
    public static let itemID = "coupons"

    /// Builds the plugin.
    ///
    /// - Parameter catalog: the codes that exist; defaults to ``CouponCatalog/sample``.
    public static func make(catalog: CouponCatalog = .sample) -> Plugin<PaymentsState> {
        Plugin(id, kind: .optional, flag: flag.key) { plugin in
            plugin.addListItems(to: PaymentMethodsScreen.methodsList, order: 1_000) { state, context in
                let applied = state.discounts.first { $0.id == "coupon" }
                return [
                    ListItem(id: itemID, title: "Coupons", detail: applied.map { "\($0) applied" } ?? "Add a code") {
                        context.perform { try $0.setStorage("", for: "entry") }
                    }
                ]
            }
            plugin.addRoute(
                routeName, at: .before(PaymentsFlow.methodsRule), when: { $0.plugins[id, "entry"] != nil },
                back: { try leave($0) }
            ) { state, context in
                CouponEntryScreen(
                    code: state.plugins[id, "entry"] ?? "", error: state.plugins[id, "error"],
                    apply: { code in context.perform { try apply(code, $0, catalog) } },
                    cancel: { context.perform { try leave($0) } })
            }
            plugin.addDeepLink(linkPattern) { state, request in
                let code = try request.value("code", as: String.self)
                do throws(CouponError) {
                    state.discounts.apply(try CouponValidation.discount(for: code, in: catalog))
                } catch {
                    state.plugins[id, "entry"] = code
                    state.plugins[id, "error"] = error.message
                }
            }
        }
    }

    /// Applies `code` and leaves the entry screen, or keeps it with the refusal shown.
    @MainActor
    private static func apply(_ code: String, _ context: PluginContext<PaymentsState>, _ catalog: CouponCatalog) throws
    {
        guard context[storage: "entry"] != nil else { return }
        do {
            let discount = try CouponValidation.discount(for: code, in: catalog)
            try leave(context)
            try context.update(\.discounts) { $0.apply(discount) }
        } catch let error as CouponError {
            try context.setStorage(code, for: "entry")
            try context.setStorage(error.message, for: "error")
        }
    }

    /// Closes the entry screen: only the plugin's storage changes, and payments routes again (a pop to its list).
    ///
    /// Not ``PluginContext/back()``: back is decided by the rules on the path, and in an app
    /// where payments is a child flow, the parent's rule may leave payments altogether.
    @MainActor
    private static func leave(_ context: PluginContext<PaymentsState>) throws {
        guard context[storage: "entry"] != nil else { return }
        try context.setStorage(nil, for: "entry")
        try context.setStorage(nil, for: "error")
    }
}
