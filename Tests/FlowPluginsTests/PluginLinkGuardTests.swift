import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A plugin's link is guarded like the links of the flow it extends, unless the app opts out with
/// `.onlyListedGroups`: with `app://shop/cart` behind a sign-in, `app://shop/items/7` is too.
@Suite(.serialized, .timeLimit(.minutes(1))) @MainActor struct PluginLinkGuardTests {
    /// A hub whose `auth` group refuses every link and holds `app://shop/cart`, with the linker
    /// plugin's links routed under the shop's prefix with `guards`.
    private func makeApp(guards: PluginLinkGuards) throws -> (RoutingHub, Navigator) {
        let flags = FeatureFlags([PluginLinkTests.flag])
        let registry = PluginRegistry(flags: flags)
        let home = Flow<Int, Never, Void>("Home", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let navigator = Navigator(root: home)
        navigator.start()
        let hub = RoutingHub(schemes: ["app"])
        hub.attach(navigator)
        hub.addInterceptor(.synchronous("auth") { _ in .reject("signed out") }, toGroup: "auth")
        try hub.register("app://shop/cart", groups: ["auth"], .action { _ in "cart" })
        let plugins = [PluginLinkTests.linker()]
        try registry.routeLinks(of: plugins, points: shopPoints, through: hub, guards: guards) { _ in
            registry.attach(plugins, to: makeShop(), points: shopPoints)
        }
        return (hub, navigator)
    }

    @Test func byDefaultAPluginLinkIsRefusedLikeTheFlowsOwnLinks() async throws {
        let (hub, navigator) = try makeApp(guards: .inheritedFromFlow)
        let states = await RoutingStateRecorder(hub.open("app://shop/items/7")).finish()
        #expect(
            states == [
                "preparing",
                "failed(rejected: Interceptor 'auth' rejected 'app://shop/items/7': signed out; meet its condition and open the link again.)",
            ])
        #expect(navigator.path.description == "Home > home")
    }

    @Test func withOnlyListedGroupsAPluginLinkSkipsTheFlowsGuards() async throws {
        let (hub, navigator) = try makeApp(guards: .onlyListedGroups)
        let recorder = RoutingStateRecorder(hub.open("app://shop/items/7"))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        #expect(navigator.path.description == "Home > home > Shop > cart")
        await recorder.cancel()
    }
}
