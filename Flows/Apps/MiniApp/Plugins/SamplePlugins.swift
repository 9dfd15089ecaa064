import CouponsPlugin
import DeepLinks
import FlowCore
import FlowPlugins
import PaymentsFlow
import PaymentsService
import ServiceLocator

/// The sample's plugins and their flags, wired the way an app's composition root wires them.
///
/// Flows never import plugins; the app builds each flow and attaches the plugins to it.
@MainActor
public enum SamplePlugins {
    /// The feature flags the sample's payments plugins sit behind.
    public static let definitions = [CouponsPlugin.flag, CouponWalletPlugin.flag]

    /// The plugins the payments flow gets: coupons, and the saved-coupons wallet (a sub-flow).
    public static var paymentsPlugins: [Plugin<PaymentsState>] { [CouponsPlugin.make(), CouponWalletPlugin.make()] }

    /// A new payments flow with the sample's plugins attached, following `flags`.
    ///
    /// The registry is made here and nobody else holds it: the flow owns its attachment, so
    /// the plugin follows flag flips exactly as long as the flow exists.
    public static func payments(flags: FeatureFlags) -> PaymentsFlow {
        payments(registry: PluginRegistry(flags: flags))
    }

    /// A new payments flow with the sample's plugins attached through `registry`.
    public static func payments(registry: PluginRegistry) -> PaymentsFlow {
        let flow = PaymentsFlow.make(
            service: bind((any PaymentMethodsProviding).self, lifetime: .cached) { InMemoryPaymentMethods() })
        return registry.attach(paymentsPlugins, to: flow, points: PaymentsFlow.pluginPoints)
    }

    /// Routes the plugins' links (`ride://payments/coupons/:code`) through `hub`; a link opened
    /// while payments is not on screen presents a new payments flow first.
    ///
    /// The links inherit the guards of payments' own links (`ride://payments/methods` is in
    /// `requiresAuth`), so a signed-out rider's coupon link waits behind sign-up — the sign-up
    /// already on screen at a cold start — and then applies the coupon.
    ///
    /// - Throws: ``DeepLinkError`` when the hub already has a route for one of the links.
    public static func routeLinks(through hub: RoutingHub, flags: FeatureFlags) throws(DeepLinkError) {
        let registry = PluginRegistry(flags: flags)
        try registry.routeLinks(of: paymentsPlugins, points: PaymentsFlow.pluginPoints, through: hub) { _ in
            payments(registry: registry)
        }
    }
}
