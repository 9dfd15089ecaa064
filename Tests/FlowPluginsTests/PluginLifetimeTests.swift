import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A flow owns its plugin attachment (and through it the registry); detaching is explicit.
@Suite @MainActor struct PluginLifetimeTests {
    final class Watch {
        weak var registry: PluginRegistry?
    }

    static let flag = FeatureFlag("extra", default: false)

    /// Builds a shop whose registry nobody else holds, as an app's factory does.
    static func shopFromAFactory(flags: FeatureFlags, watch: Watch) -> ShopFlow {
        let registry = PluginRegistry(flags: flags)
        watch.registry = registry
        return registry.attach([screenPlugin("extra", flag: "extra")], to: makeShop(), points: shopPoints)
    }

    @Test func aRegistryMadeInsideAFactoryStillReactsToFlagFlips() throws {
        let flags = FeatureFlags([Self.flag])
        let watch = Watch()
        let tester = FlowTester(
            Self.shopFromAFactory(flags: flags, watch: watch), exhaustivity: .all.subtracting(.stateChanges))
        #expect(watch.registry != nil)
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap"])

        try flags.setOverride(true, for: "extra")
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap", "open-extra"])
        try flags.setOverride(false, for: "extra")
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap"])
    }

    @Test func theRegistryGoesWithTheLastFlowItServes() {
        let flags = FeatureFlags([Self.flag])
        let watch = Watch()
        do {
            let shop = Self.shopFromAFactory(flags: flags, watch: watch)
            #expect(shop.name == "Shop")
            #expect(watch.registry != nil)
        }
        #expect(watch.registry == nil)
    }

    @Test func detachingTakesThePluginsOutAndFlagFlipsNoLongerReachTheFlow() throws {
        let harness = ShopHarness(flags: [Self.flag], plugins: [screenPlugin("extra", flag: "extra")])
        try harness.flags.setOverride(true, for: "extra")
        #expect(harness.items == ["gift-wrap", "open-extra"])

        #expect(harness.registry.detach(from: harness.tester.flow))
        harness.tester.expect(transitions: [])
        #expect(harness.items == ["gift-wrap"])
        #expect(harness.rules == ["cart", "done"])
        #expect(harness.registry.status(of: "extra") == nil)
        #expect(harness.notes.last == "removed 'extra' from Shop (its plugins were detached).")

        try harness.flags.setOverride(false, for: "extra")
        try harness.flags.setOverride(true, for: "extra")
        #expect(harness.items == ["gift-wrap"])
        #expect(!harness.registry.detach(from: harness.tester.flow))
    }

    @Test func detachingWhileAPluginScreenShowsGoesBackFirst() {
        let harness = ShopHarness(plugins: [screenPlugin("extra")])
        harness.tester.tap("open:extra")
        harness.tester.expect(transitions: ["push cart -> extra-page"])

        harness.registry.detach(from: harness.tester.flow)
        harness.tester.expect(transitions: ["pop extra-page -> cart"])
        #expect(harness.tester.state.plugins.isEmpty)
        #expect(
            harness.notes.suffix(2) == [
                "'extra' is being detached while its screen extra-page shows; Shop routes again with its state.",
                "removed 'extra' from Shop (its plugins were detached).",
            ])
    }

    @Test func pluginsDetachedBeforeTheirFlowFirstShowsNeverShow() {
        let registry = PluginRegistry(flags: FeatureFlags())
        let shop = registry.attach([screenPlugin("extra")], to: makeShop(), points: shopPoints)
        #expect(shop.router.rules.map(\.name) == ["extra: page", "cart", "done"])
        #expect(registry.detach(from: shop))
        let tester = FlowTester(shop, exhaustivity: .all.subtracting(.stateChanges))
        #expect(shop.router.rules.map(\.name) == ["cart", "done"])
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap"])
        #expect(!tester.navigator.log.text.contains("plugins:"))
        tester.finish()
    }
}
