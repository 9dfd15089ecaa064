import FlowCore
import FlowPlugins
import FlowTesting
import Testing

@Suite(.timeLimit(.minutes(1))) struct PluginStorageTests {
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

@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginMisuseTests {
    @Test func aPluginIdWithCapitalsIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = Plugin<ShopState>("Coupons") { _ in } }
        }
    }

    @Test func aPluginBehindAnExperimentWithNoVariantsIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = Plugin<ShopState>("fare", experiment: ExperimentGatedPluginTests.fareBanner, variants: []) { _ in }
            }
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

@Suite(.timeLimit(.minutes(1))) @MainActor struct TypedPluginStorageTests {
    struct Draft: Codable, Sendable, Equatable {
        var code: String
        var attempts: Int
    }

    @Test func aCodableValueIsKeptAsJSONAndReadBackTyped() throws {
        var storage = PluginStorage()
        try storage.setValue(Draft(code: "RIDE10", attempts: 2), of: "coupons", key: "draft")
        #expect(storage.description == #"[coupons.draft: {"attempts":2,"code":"RIDE10"}]"#)
        #expect(try storage.value(Draft.self, of: "coupons", key: "draft") == Draft(code: "RIDE10", attempts: 2))
        #expect(try storage.value(Draft.self, of: "coupons", key: "missing") == nil)
        let error = #expect(throws: PluginError.self) { try storage.value(Int.self, of: "coupons", key: "draft") }
        #expect(error?.code == .storageValue)
        try storage.setValue(Draft?.none, of: "coupons", key: "draft")
        #expect(storage.isEmpty)
    }

    @Test func aPluginKeepsATypedValueThroughItsContext() throws {
        let counter = Plugin<ShopState>("counter") { plugin in
            plugin.addListItems(to: "extras", order: 1) { _, context in
                [
                    ListItem(id: "bump", title: "Bump") {
                        context.perform { context in
                            let draft = try context.value(Draft.self, for: "draft") ?? Draft(code: "", attempts: 0)
                            try context.setValue(Draft(code: "X", attempts: draft.attempts + 1), for: "draft")
                        }
                    }
                ]
            }
        }
        let harness = ShopHarness(plugins: [counter])
        harness.tester.tap("select:bump")
        harness.tester.tap("select:bump")
        #expect(
            try harness.tester.state.plugins.value(Draft.self, of: "counter", key: "draft")
                == Draft(code: "X", attempts: 2))
    }
}
