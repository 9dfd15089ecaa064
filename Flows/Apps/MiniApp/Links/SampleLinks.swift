import CouponsPlugin
import DeepLinks
import FlowCore
import FlowPlugins
import PaymentsFlow
import RideLinks

/// The ride app's deep links: ``RideLinks``' hub with the plugins' links (`ride://payments/coupons/:code`) added.
@MainActor
public enum SampleLinks {
    /// The link patterns the app opens, for `--help`: the app's own, then its plugins' (`ride://payments/coupons/:code`).
    public static var patterns: [String] {
        RideLinks.patterns.map { "\($0)" } + ["\(RideLinks.scheme)://\(CouponsPlugin.linkPattern)"]
    }

    /// Attaches a routing hub with the app's links and its plugins' links to `navigator`.
    ///
    /// The payments flows the links open get the sample's plugins, following `flags`
    /// (``SamplePlugins/routeLinks(through:flags:)``).
    ///
    /// - Throws: ``DeepLinkError`` when a route cannot be added to the hub.
    public static func makeHub(attachedTo navigator: Navigator, flags: FeatureFlags) throws(DeepLinkError) -> RoutingHub
    {
        let hub = try RideLinks.makeHub(
            attachedTo: navigator, services: RideLinkServices(makePayments: { SamplePlugins.payments(flags: flags) }))
        try SamplePlugins.routeLinks(through: hub, flags: flags)
        return hub
    }
}
