import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// Two plugins of one flow that claim the same link: the first by id takes it, and the other's
/// link is logged as not registered instead of failing the flow or its plugins.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginLinkClashTests {
    @Test func theSecondPluginClaimingALinkIsLoggedAndTheFirstOpensIt() async throws {
        let twin = Plugin<ShopState>("twin") { plugin in
            plugin.addDeepLink("shop/items/:count") { state, request in
                state.count = try request.value("count", as: Int.self) * 10
            }
        }
        let registry = PluginRegistry(flags: FeatureFlags([PluginLinkTests.flag]))
        let shop = makeShop()
        registry.attach([twin, PluginLinkTests.linker()], to: shop, points: shopPoints)
        let navigator = Navigator(root: shop)
        navigator.start()
        let hub = RoutingHub(schemes: ["app"])
        hub.attach(navigator)
        try registry.routeLinks(of: [], points: shopPoints, through: hub) { _ in makeShop() }

        let notes = navigator.log.events.compactMap { event -> String? in
            guard case .note("plugins", let message) = event.kind else { return nil }
            return message
        }
        #expect(
            notes.filter { $0.contains("was not registered") } == [
                "'twin' deep link 'shop/items/:count' was not registered on the hub: Pattern 'app://shop/items/:count' is "
                    + "already registered; remove one of them or make them differ in a literal segment."
            ])
        #expect(registry.failures == [])
        #expect(registry.status(of: "twin") == .installed(flow: "Shop"))

        let states = await RoutingStateRecorder(hub.open("app://shop/items/3")).finish()
        #expect(states == ["preparing", "started", "completed"])
        #expect(shop.state.count == 3)
    }
}
