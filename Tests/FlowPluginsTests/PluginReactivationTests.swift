import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A flow with plugins that leaves the path and comes back, the same instance: flags flipped while
/// it was away take effect when it returns, and what was logged on its first activation (a failed
/// plugin, the plugins installed before it) is not logged again: each return logs only its own install.
@Suite @MainActor struct PluginReactivationTests {
    /// A mall that shows the shop while its state is `true`, and its hall otherwise.
    @MainActor
    private struct Mall {
        let flags = FeatureFlags([FeatureFlag("extra", default: false)])
        let registry: PluginRegistry
        let mall: Flow<Bool, Never, Void>
        let navigator: Navigator

        init(plugins: [Plugin<ShopState>]) {
            registry = PluginRegistry(flags: flags)
            let shop = registry.attach(plugins, to: makeShop(), points: shopPoints)
            mall = Flow("Mall", initialState: true) { router in
                router.addFlow({ $0 }, name: "shop", shop) { _, _ in }
                router.addScreen({ _ in true }, name: "hall") { _, _ in FormScreen(id: "hall", title: "Hall") }
            }
            navigator = Navigator(root: mall)
            navigator.start()
        }

        /// Puts the shop on the path or takes it off.
        func showShop(_ shown: Bool) {
            mall.update { $0 = shown }
            navigator.flush()
        }

        var items: [String] { navigator.form?.lists.first?.items.map(\.id) ?? [] }
        var notes: [String] {
            navigator.log.events.compactMap {
                guard case .note("plugins", let message) = $0.kind else { return nil }
                return message
            }
        }
    }

    @Test func aFlagTurnedOnWhileTheFlowWasAwayShowsItsPluginWhenItReturns() throws {
        let mall = Mall(plugins: [screenPlugin("extra", flag: "extra")])
        #expect(mall.items == ["gift-wrap"])
        mall.showShop(false)
        #expect(mall.navigator.path.description == "Mall > hall")
        try mall.flags.setOverride(true, for: "extra")
        #expect(mall.registry.status(of: "extra")?.description == "waiting for Shop to become active")
        mall.showShop(true)
        #expect(mall.navigator.path.description == "Mall > Shop > cart")
        #expect(mall.items == ["gift-wrap", "open-extra"])
        #expect(mall.registry.status(of: "extra")?.description == "installed in Shop")
    }

    @Test func aFlagTurnedOffWhileTheFlowWasAwayHidesItsPluginWhenItReturns() throws {
        let mall = Mall(plugins: [screenPlugin("extra", flag: "extra")])
        try mall.flags.setOverride(true, for: "extra")
        #expect(mall.items == ["gift-wrap", "open-extra"])
        mall.showShop(false)
        try mall.flags.setOverride(false, for: "extra")
        mall.showShop(true)
        #expect(mall.items == ["gift-wrap"])
        #expect(mall.registry.status(of: "extra")?.description == "off: flag 'extra' is off")
    }

    @Test func whatTheFirstActivationLoggedIsNotLoggedAgainOnReturn() {
        let broken = Plugin<ShopState>("broken") { _ in throw Boom() }
        let mall = Mall(plugins: [broken, screenPlugin("fine")])
        let failure =
            "Plugin 'broken' threw in its contributions: boom. It is turned off and Shop keeps running without it; "
            + "fix the plugin, then call registry.retry(\"broken\")."
        let installed = "installed 'fine' into Shop: 1 route, 1 list item source."
        #expect(mall.notes == [failure, installed])
        mall.showShop(false)
        mall.showShop(true)
        mall.showShop(false)
        mall.showShop(true)
        let removed = "removed 'fine' from Shop (Shop left the path)."
        #expect(mall.notes == [failure, installed, removed, installed, removed, installed])
        #expect(mall.items == ["gift-wrap", "open-fine"])
    }
}
