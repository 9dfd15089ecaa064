import FlowCore
import FlowPlugins
import Testing

@Suite struct PluginStorageTests {
    @Test func keepsOneNamespacePerPlugin() {
        var storage = PluginStorage()
        storage["coupons", "entry"] = "open"
        storage["coupons", "code"] = "RIDE10"
        storage["offers", "seen"] = "1"
        #expect(storage.description == "[coupons.code: RIDE10, coupons.entry: open, offers.seen: 1]")
        #expect(storage.values(of: "coupons") == ["entry": "open", "code": "RIDE10"])
        storage.removeAll(of: "coupons")
        storage["offers", "seen"] = nil
        #expect(storage.isEmpty)
        #expect(storage == PluginStorage())
    }
}

@Suite @MainActor struct PluginMisuseTests {
    @Test func aPluginIdWithCapitalsIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = Plugin<ShopState>("Coupons") { _ in } }
        }
    }

    @Test func attachingTwiceToOneFlowIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let registry = PluginRegistry(flags: FeatureFlags())
                let shop = makeShop()
                registry.attach([screenPlugin("a")], to: shop, points: shopPoints)
                registry.attach([screenPlugin("b")], to: shop, points: shopPoints)
            }
        }
    }
}
