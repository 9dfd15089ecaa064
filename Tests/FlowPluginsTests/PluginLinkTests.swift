import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// Plugin deep links go through the app's `RoutingHub`: its parser, precedence, interceptors, stream and log.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginLinkTests {
    static let flag = FeatureFlag("linker", default: true)

    /// A plugin that sets the shop's count from `shop/items/:count`.
    static func linker() -> Plugin<ShopState> {
        Plugin("linker", flag: "linker") { plugin in
            plugin.addDeepLink("shop/items/:count") { state, request in
                state.count = try request.value("count", as: Int.self)
            }
        }
    }

    /// A home screen, with the shop (and its plugins) presented by links when it is not on the path.
    @MainActor struct App {
        let flags: FeatureFlags
        let registry: PluginRegistry
        let navigator: Navigator
        let hub = RoutingHub(schemes: ["app"])

        init(
            plugins: [Plugin<ShopState>] = [PluginLinkTests.linker()],
            flags: FeatureFlags = FeatureFlags([PluginLinkTests.flag]), subject: String? = nil
        ) throws {
            self.flags = flags
            let registry = PluginRegistry(flags: flags, subject: subject)
            self.registry = registry
            let home = Flow<Int, Never, Void>("Home", initialState: 0) { router in
                router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
            }
            navigator = Navigator(root: home)
            navigator.start()
            hub.attach(navigator)
            try registry.routeLinks(of: plugins, points: shopPoints, through: hub) { _ in
                registry.attach(plugins, to: makeShop(), points: shopPoints)
            }
        }

        var shop: ShopFlow? { navigator.activeFlows.compactMap { $0.flow(as: ShopFlow.self) }.first }
        var linkNotes: [String] {
            navigator.log.events.compactMap {
                guard case .note(let category, let message) = $0.kind, category != "plugins" else { return nil }
                return message
            }
        }
    }

    @Test func aLinkToAFlowNotOnScreenPresentsItWithThePluginsChangeApplied() async throws {
        let app = try App()
        let recorder = RoutingStateRecorder(app.hub.open("app://shop/items/%37?ref=mail"))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        #expect(app.navigator.path.description == "Home > home > Shop > cart")
        #expect(app.shop?.state.count == 7)
        #expect(app.linkNotes.contains("native app://shop/items/%37?ref=mail matched app://shop/items/:count"))
    }

    @Test func aLinkToTheFlowOnScreenChangesItInPlace() async throws {
        let app = try App()
        _ = RoutingStateRecorder(app.hub.open("app://shop/items/1"))
        await yieldUntil { app.shop != nil }
        let states = await RoutingStateRecorder(app.hub.open("app://shop/items/12")).finish()
        #expect(states == ["preparing", "started", "completed"])
        #expect(app.shop?.state.count == 12)
        #expect(app.navigator.path.description == "Home > home > Shop > cart")
        #expect(app.navigator.log.text.contains("plugins: deep link 'app://shop/items/12' opened by 'linker' in Shop."))
    }

    @Test func withTheFlagOffTheStreamFailsNamingThePluginAndItsFlag() async throws {
        let app = try App()
        try app.flags.setOverride(false, for: "linker")
        let states = await RoutingStateRecorder(app.hub.open("app://shop/items/7")).finish()
        #expect(
            states == [
                "preparing",
                "failed(featureOff: The link 'app://shop/items/7' belongs to plugin 'linker', which is off "
                    + "(flag 'linker' is off); turn the flag 'linker' on and open it again.)",
            ])
        #expect(app.navigator.path.description == "Home > home")
    }

    @Test func aBadValueFailsTheLinkNotThePlugin() async throws {
        let app = try App()
        let states = await RoutingStateRecorder(app.hub.open("app://shop/items/seven")).finish()
        #expect(states.count == 2)
        #expect(states.last?.hasPrefix("failed(invalidParameter:") == true)
        #expect(app.registry.failures == [])
    }

    @Test func anInvalidLinkPatternFailsThePluginWithATypedError() throws {
        let broken = Plugin<ShopState>("broken") { plugin in
            plugin.addDeepLink("shop/items/:") { _, _ in }
        }
        let harness = ShopHarness(plugins: [broken])
        #expect(harness.registry.failures.map(\.code) == [.invalidDeepLink])
        #expect(harness.registry.failures.first?.value == "shop/items/:")
    }
}
