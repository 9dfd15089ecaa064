/// Which interceptors guard the deep links plugins add to a flow, besides the groups passed to
/// ``PluginRegistry/routeLinks(of:points:through:groups:guards:opening:)``.
///
/// By default a plugin's link is guarded like the flow's own links: if `ride://payments/methods`
/// is in the hub's `requiresAuth` group, so is a coupon plugin's `ride://payments/coupons/:code`,
/// without the integrator having to remember it. Opting out is explicit and named.
///
/// ```swift
/// // A public promo link that must open signed out too.
/// try registry.routeLinks(of: [PromoPlugin.make()], points: PaymentsFlow.pluginPoints, through: hub,
///                         guards: .onlyListedGroups) { _ in PaymentsFlow.make(service: methods) }
/// ```
public enum PluginLinkGuards: Sendable, Hashable {
    /// The links join the groups, and run the interceptors, of every hub route under the flow's
    /// link prefix (`payments` → `ride://payments/…`), looked up when a link opens; the default.
    case inheritedFromFlow
    /// The links run the hub's global interceptors and those of the groups passed explicitly, and
    /// nothing the flow's own links have.
    case onlyListedGroups

    /// The prefix to inherit from, for a flow whose plugin points declare `prefix`.
    func inheritedPrefix(_ prefix: String?) -> String? {
        self == .inheritedFromFlow ? prefix : nil
    }
}
