import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// When an attachment takes effect and when it ends, as an app meets it: plugins attached to a
/// flow already on screen, a detached flow that comes back on screen, a flow that declares no link prefix.
@Suite @MainActor struct PluginAttachmentTests {
    static let flag = FeatureFlag("extra", default: false)

    @Test func pluginsAttachedToAFlowAlreadyOnScreenShowAtOnce() {
        let registry = PluginRegistry(flags: FeatureFlags([]))
        let tester = FlowTester(makeShop(), exhaustivity: .all.subtracting(.stateChanges))
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap"])

        registry.attach([screenPlugin("extra")], to: tester.flow, points: shopPoints)
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap", "open-extra"])
        #expect(registry.status(of: "extra")?.description == "installed in Shop")
        tester.tap("open:extra")
        tester.expect(transitions: ["push cart -> extra-page"])
        tester.finish()
    }

    @Test func aDetachedFlowThatComesBackOnScreenGetsNoPluginsOnTheNextFlagFlip() throws {
        let flags = FeatureFlags([Self.flag])
        let registry = PluginRegistry(flags: flags)
        let shop = registry.attach([screenPlugin("extra", flag: "extra")], to: makeShop(), points: shopPoints)
        let mall = Flow<Bool, Never, Void>("Mall", initialState: true) { router in
            router.addFlow({ $0 }, name: "shop", shop) { _, _ in }
            router.addScreen({ _ in true }, name: "hall") { _, _ in FormScreen(id: "hall", title: "Hall") }
        }
        let navigator = Navigator(root: mall)
        navigator.start()
        try flags.setOverride(true, for: "extra")
        #expect(navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap", "open-extra"])

        #expect(registry.detach(from: shop))
        mall.update { $0 = false }  // the shop leaves the path
        navigator.flush()
        #expect(navigator.path.description == "Mall > hall")
        mall.update { $0 = true }  // and comes back, the same instance
        navigator.flush()
        #expect(navigator.path.description == "Mall > Shop > cart")
        try flags.setOverride(false, for: "extra")
        try flags.setOverride(true, for: "extra")
        #expect(navigator.form?.lists.first?.items.map(\.id) == ["gift-wrap"])
        #expect(registry.status(of: "extra") == nil)
        #expect(shop.router.rules.map(\.name) == ["cart", "done"])
    }

    @Test func aFlowWithoutALinkPrefixRefusesEveryPluginLink() {
        let linker = Plugin<ShopState>("linker") { plugin in
            plugin.addDeepLink("shop/items/:count") { state, request in
                state.count = try request.value("count", as: Int.self)
            }
        }
        let points = PluginPoints<ShopState>(lists: ["extras"], storage: \.plugins)
        let harness = ShopHarness(plugins: [linker], points: points)
        #expect(harness.registry.failures.map(\.code) == [.undeclaredPoint])
        #expect(
            harness.registry.failures.map(\.message) == [
                "Plugin 'linker' contributes to deep link 'shop/items/:count', which Shop does not declare; Shop accepts: list 'extras', plugin storage. Use one of those points, or declare the point in Shop's PluginPoints."
            ])
        #expect(harness.registry.status(of: "linker")?.description.hasPrefix("failed: ") == true)
        harness.tester.finish()
    }

    @Test func aPluginOnSeveralInstancesOfAFlowReportsTheInstanceWhereItIsInstalled() {
        let registry = PluginRegistry(flags: FeatureFlags([]))
        let waitingBefore = registry.attach([screenPlugin("extra")], to: makeShop(), points: shopPoints)
        let tester = FlowTester(makeShop(), exhaustivity: .all.subtracting(.stateChanges))
        registry.attach([screenPlugin("extra")], to: tester.flow, points: shopPoints)
        let waitingAfter = registry.attach([screenPlugin("extra")], to: makeShop(), points: shopPoints)

        #expect(registry.status(of: "extra")?.description == "installed in Shop")
        #expect(!waitingBefore.isActive && !waitingAfter.isActive)
        tester.finish()
    }

    @Test func aPluginOnInstancesNotOnThePathReportsTheLatest() {
        let registry = PluginRegistry(flags: FeatureFlags([]))
        let first = registry.attach([screenPlugin("extra")], to: makeShop(), points: shopPoints)
        let second = registry.attach([screenPlugin("extra")], to: makeShop(), points: shopPoints)
        #expect(registry.status(of: "extra")?.description == "waiting for Shop to become active")
        #expect(first !== second)
    }

    /// A plugin page of the app's own screen type, which plugins cannot extend.
    struct NoteScreen: Screen {
        var text: String
    }

    @Test func theFlowsScreenIsDecoratedAgainAfterAPluginPageOfAnotherType() {
        let noter = Plugin<ShopState>("noter") { plugin in
            plugin.addRoute("note", at: .before("cart"), when: { $0.plugins["noter", "note"] != nil }) { _, _ in
                NoteScreen(text: "Wrap it nicely")
            }
            plugin.addListItems(to: "extras", order: 100) { _, context in
                [
                    ListItem(id: "open-note", title: "Add a note", action: "open:note") {
                        context.perform { try $0.setStorage("open", for: "note") }
                    }
                ]
            }
        }
        let harness = ShopHarness(plugins: [noter])
        #expect(harness.items == ["gift-wrap", "open-note"])
        harness.tester.tap("open:note")
        harness.tester.expect(transitions: ["push cart -> note"])
        harness.tester.update { $0.plugins = PluginStorage() }  // the note is closed: the cart again
        harness.tester.expect(transitions: ["pop note -> cart"])
        harness.tester.update { $0.count = 1 }  // and drawn again
        harness.tester.expect(path: "Shop > cart")
        #expect(harness.items == ["gift-wrap", "open-note"])
        harness.tester.finish()
    }

    @Test func aRouteBeforeTheLastRuleGoesJustBeforeTheFinish() {
        let harness = ShopHarness(plugins: [screenPlugin("extra", at: .beforeLast)])
        #expect(harness.rules == ["cart", "extra: page", "done"])
        #expect(harness.registry.failures.isEmpty)
        #expect(harness.registry.conflicts(in: harness.tester.flow, exploring: [ShopState()]).isEmpty)
        harness.tester.finish()
    }

    @Test func aRouteAtTheEndGoesAfterEveryRuleOfTheFlow() {
        let points = PluginPoints<ShopState>(routes: [.end], lists: ["extras"], storage: \.plugins)
        let harness = ShopHarness(plugins: [screenPlugin("tail", at: .end)], points: points)
        #expect(harness.rules == ["cart", "done", "tail: page"])
        #expect(harness.registry.failures.isEmpty)
        harness.tester.finish()
    }

    @Test func aPluginThatContributesNothingIsInstalledAsNothing() throws {
        let idle = Plugin<ShopState>("idle") { _ in }
        let later = Plugin<ShopState>("later", flag: "later") { _ in }
        let harness = ShopHarness(flags: [FeatureFlag("later", default: false)], plugins: [idle, later])
        try harness.flags.setOverride(true, for: "later")
        #expect(harness.notes == ["installed 'idle' into Shop: nothing.", "installed 'later' into Shop: nothing."])
        #expect(harness.rules == ["cart", "done"])
        harness.tester.finish()
    }
}
