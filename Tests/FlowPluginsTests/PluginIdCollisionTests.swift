import FlowCore
import FlowPlugins
import Testing

/// Two plugins attached under one id would share storage and routes: a programmer mistake that
/// stops the process; distinct ids attach, and a detached flow may be given plugins again.
@Suite(.timeLimit(.minutes(1))) struct PluginIdCollisionTests {
    @Test func twoPluginsWithOneIdAreAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let registry = PluginRegistry(flags: FeatureFlags([]))
                registry.attach([screenPlugin("extra"), screenPlugin("extra")], to: makeShop(), points: shopPoints)
            }
        }
    }

    @Test @MainActor func distinctIdsAttachAndADetachedFlowTakesPluginsAgain() {
        let registry = PluginRegistry(flags: FeatureFlags([]))
        let shop = makeShop()
        registry.attach([screenPlugin("a-1"), screenPlugin("b")], to: shop, points: shopPoints)
        #expect(registry.status(of: "b")?.description == "waiting for Shop to become active")
        #expect(registry.detach(from: shop))
        #expect(registry.status(of: "b") == nil)
        registry.attach([screenPlugin("a-1")], to: shop, points: shopPoints)
        #expect(registry.status(of: "a-1")?.description == "waiting for Shop to become active")
    }
}
