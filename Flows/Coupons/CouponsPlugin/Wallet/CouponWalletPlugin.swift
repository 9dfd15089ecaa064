import FlowCore
import FlowPlugins
import PaymentsFlow
import PaymentsLogic
import PaymentsUI

/// Saved coupons for the payments flow: a plugin that contributes a two-screen sub-flow with a typed output.
///
/// Behind the flag `coupon-wallet`, it adds a "Saved coupons" item to the `payment-methods`
/// list that opens ``CouponWalletFlow``; the discount the wallet finishes with goes back to
/// payments through its declared `discount` output point (`PaymentsFlow.discountOutput`).
///
/// ```swift
/// registry.attach([CouponWalletPlugin.make()], to: payments, points: PaymentsFlow.pluginPoints)
/// ```
public enum CouponWalletPlugin {
    /// The plugin's id.
    public static let id = "coupon-wallet"
    /// The feature flag that turns the wallet on; off by default.
    public static let flag = FeatureFlag(
        "coupon-wallet", default: false, summary: "Saved coupons (a plugin sub-flow) in the payments flow")
    /// The name of its sub-flow route (in the router it reads `coupon-wallet: wallet`).
    public static let flowName = "wallet"
    /// The id of the "Saved coupons" item.
    public static let itemID = "saved-coupons"

    /// Builds the plugin.
    ///
    /// - Parameter catalog: the codes the wallet holds; defaults to ``CouponCatalog/sample``.
    public static func make(catalog: CouponCatalog = .sample) -> Plugin<PaymentsState> {
        Plugin(id, kind: .optional, flag: flag.key) { plugin in
            plugin.addListItems(to: PaymentMethodsScreen.methodsList, order: 1_001) { _, context in
                [
                    ListItem(id: itemID, title: "Saved coupons", detail: "\(catalog.percentOff.count) saved") {
                        context.perform { try $0.openFlow(flowName) }
                    }
                ]
            }
            plugin.addFlow(flowName, at: .before(PaymentsFlow.methodsRule), handingBackTo: PaymentsFlow.discountOutput)
            {
                _, _ in CouponWalletFlow.make(catalog: catalog)
            }
        }
    }
}
