import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A plugin whose list items throw while the cart renders is turned off once, and the cart
/// keeps its own items and the other plugins' items.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginItemFailureTests {
    /// Adds the item `deal` to `extras`, and throws instead while the shop's count is above 1.
    static let deals = Plugin<ShopState>("deals") { plugin in
        plugin.addListItems(to: "extras", order: 50) { state, _ in
            if state.count > 1 { throw Boom() }
            return [item("deal", "Deal")]
        }
        plugin.addView(to: "banner") { state in
            if state.count > 2 { throw Boom() }
            return SlotView(id: "deal-banner", kind: "banner", text: "Deals")
        }
    }

    /// Adds the item `fine` to `extras` with the order key `order`.
    static func fine(order: Int) -> Plugin<ShopState> {
        Plugin("fine") { plugin in plugin.addListItems(to: "extras", order: order) { _, _ in [item("fine", "Fine")] } }
    }

    /// With `fine` at order 100 the items merge as they come; at order 10 (below deals' 50) they are sorted.
    @Test(arguments: [(100, ["gift-wrap", "deal", "fine"]), (10, ["gift-wrap", "fine", "deal"])])
    func itemsThatThrowTurnThePluginOffAndTheCartKeepsTheOtherItems(fineOrder: Int, before: [String]) async {
        let harness = ShopHarness(plugins: [Self.deals, Self.fine(order: fineOrder)])
        #expect(harness.items == before)

        harness.tester.update { $0.count = 2 }
        #expect(harness.items == ["gift-wrap", "fine"])
        #expect(
            harness.registry.failures.map(\.message) == [
                "Plugin 'deals' threw in its items for list 'extras': boom. It is turned off and Shop keeps running "
                    + "without it; fix the plugin, then call registry.retry(\"deals\")."
            ])
        #expect(harness.registry.failures.map(\.value) == ["its items for list 'extras'"])
        await yieldUntil("the failed plugin to be removed") {
            harness.notes.last == "removed 'deals' from Shop (it failed)."
        }
        #expect(harness.registry.status(of: "fine") == .installed(flow: "Shop"))
        #expect(harness.items == ["gift-wrap", "fine"])
        harness.tester.skipTransitions()
        harness.tester.finish()
    }

    @Test func aPluginThatThrowsTwiceInOneRenderIsReportedOnce() async {
        let harness = ShopHarness(plugins: [Self.deals])
        harness.tester.update { $0.count = 3 }
        #expect(harness.registry.failures.count == 1)
        #expect(harness.registry.failures.first?.value == "its items for list 'extras'")
        await yieldUntil("the failed plugin to be removed") {
            harness.notes.last == "removed 'deals' from Shop (it failed)."
        }
        #expect(harness.notes.filter { $0.hasPrefix("Plugin 'deals' threw") }.count == 1)
        #expect(harness.tester.navigator.form?.slots.first?.views == [])
        harness.tester.skipTransitions()
        harness.tester.finish()
    }

    /// Lists merge before slots, so the render whose view threw still showed the plugin's item; the next turn routes again without it.
    @Test func aViewThatThrowsTakesThePluginsItemsOffTheScreenOnTheNextTurn() async {
        let banner = Plugin<ShopState>("banner") { plugin in
            plugin.addListItems(to: "extras", order: 50) { _, _ in [item("deal", "Deal")] }
            plugin.addView(to: "banner") { state in
                if state.count > 0 { throw Boom() }
                return SlotView(id: "deal-banner", kind: "banner", text: "Deals")
            }
        }
        let harness = ShopHarness(plugins: [banner])
        harness.tester.update { $0.count = 1 }
        #expect(harness.items == ["gift-wrap", "deal"])
        await yieldUntil("the failed plugin's item to leave the screen") { harness.items == ["gift-wrap"] }
        #expect(harness.notes.last == "removed 'banner' from Shop (it failed).")
        #expect(harness.tester.navigator.form?.slots.first?.views == [])
        harness.tester.skipTransitions()
        harness.tester.finish()
    }

    @Test func theOtherPluginsViewsStillShowInTheRenderWhereOneFailed() async {
        let fine = Plugin<ShopState>("fine") { plugin in
            plugin.addView(to: "banner") { _ in SlotView(id: "fine-banner", kind: "banner", text: "Fine") }
        }
        let harness = ShopHarness(plugins: [Self.deals, fine])
        let views = { harness.tester.navigator.form?.slots.first?.views.map(\.id) }
        #expect(views() == ["deal-banner", "fine-banner"])
        harness.tester.update { $0.count = 2 }
        #expect(views() == ["fine-banner"])
        await yieldUntil("the failed plugin to be removed") {
            harness.notes.last == "removed 'deals' from Shop (it failed)."
        }
        #expect(views() == ["fine-banner"])
        harness.tester.skipTransitions()
        harness.tester.finish()
    }
}
