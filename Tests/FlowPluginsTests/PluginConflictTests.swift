import FlowCore
import FlowPlugins
import FlowTesting
import Testing

@Suite @MainActor struct PluginConflictTests {
    func route(_ id: String, when condition: @escaping (ShopState) -> Bool) -> Plugin<ShopState> {
        Plugin(id) { plugin in
            plugin.addRoute("page", at: .before("cart"), when: condition) { _, _ in
                FormScreen(id: ScreenID(id), title: id)
            }
        }
    }

    @Test func aRouteThatCanNeverWinIsReportedWithBothPlugins() {
        let wide = route("alpha-wide") { $0.count > 0 }
        let narrow = route("beta-narrow") { $0.count > 5 }
        let harness = ShopHarness(plugins: [wide, narrow])
        let states = [0, 3, 7, 9].map { ShopState(count: $0) }
        let conflicts = harness.registry.conflicts(in: harness.tester.flow, exploring: states)
        #expect(conflicts.map(\.kind) == [.samePosition, .shadowedRoute])
        #expect(conflicts.map(\.plugins) == [["alpha-wide", "beta-narrow"], ["alpha-wide", "beta-narrow"]])
        #expect(
            conflicts.map(\.message) == [
                "Plugins 'alpha-wide' and 'beta-narrow' both add routes before \"cart\"; 'alpha-wide' goes first because "
                    + "plugins at one position are ordered by id. Move one to another position if the order matters.",
                "Route \"beta-narrow: page\" of plugin 'beta-narrow' can never be reached: route \"alpha-wide: page\" of "
                    + "plugin 'alpha-wide' comes first and holds in all 2 explored states where it holds. Narrow one of the "
                    + "conditions or move one route to another position.",
            ])
        #expect(harness.rules == ["alpha-wide: page", "beta-narrow: page", "cart", "done"])
        harness.tester.update { $0.count = 9 }
        harness.tester.expect(transitions: ["push cart -> alpha-wide"])
    }

    @Test func routesThatEachWinSomewhereAreNotShadowed() {
        let first = route("first") { $0.count == 1 }
        let second = Plugin<ShopState>("second") { plugin in
            plugin.addRoute("page", at: .after("cart"), when: { $0.count == 2 }) { _, _ in
                FormScreen(id: "second", title: "")
            }
        }
        let harness = ShopHarness(plugins: [first, second])
        // "second" goes after the cart rule, so it can only win once the cart is paid.
        let states = [ShopState(count: 1), ShopState(count: 2, paid: true)]
        #expect(harness.registry.conflicts(in: harness.tester.flow, exploring: states) == [])
    }

    /// Conflicts are between plugins: one plugin's own routes that overlap are its author's design, not a clash.
    @Test func aPluginWhoseOwnRoutesOverlapConflictsWithNoOne() {
        let both = Plugin<ShopState>("both") { plugin in
            plugin.addRoute("wide", at: .before("cart"), when: { $0.count > 0 }) { _, _ in
                FormScreen(id: "wide", title: "Wide")
            }
            plugin.addRoute("narrow", at: .before("cart"), when: { $0.count > 5 }) { _, _ in
                FormScreen(id: "narrow", title: "Narrow")
            }
        }
        let harness = ShopHarness(plugins: [both])
        let states = [0, 3, 7, 9].map { ShopState(count: $0) }
        #expect(harness.registry.conflicts(in: harness.tester.flow, exploring: states) == [])
        #expect(harness.rules == ["both: wide", "both: narrow", "cart", "done"])
    }

    @Test func duplicateItemsAndASharedSingleSlotAreReported() {
        let one = Plugin<ShopState>("one") { plugin in
            plugin.addListItems(to: "extras", order: 1) { _, _ in [item("insurance", "Insurance")] }
            plugin.addView(to: "footer") { _ in SlotView(id: "one", text: "One") }
            plugin.addView(to: "banner") { _ in SlotView(id: "one", text: "One") }
        }
        let two = Plugin<ShopState>("two") { plugin in
            plugin.addListItems(to: "extras", order: 0) { _, _ in [item("insurance", "Insurance too")] }
            plugin.addView(to: "footer") { _ in SlotView(id: "two", text: "Two") }
            plugin.addView(to: "banner") { _ in SlotView(id: "two", text: "Two") }
        }
        let harness = ShopHarness(plugins: [two, one])
        let conflicts = harness.registry.conflicts(in: harness.tester.flow, exploring: [])
        #expect(
            conflicts.map(\.description) == [
                "Plugins 'one' and 'two' both add the item 'insurance' to list 'extras'; only the one from 'one' is shown. "
                    + "Give one of the items another id.",
                "Plugins 'one' and 'two' both fill slot 'footer', which holds one view; only the view from 'one' is shown. "
                    + "Turn one of them off or move it to another slot.",
            ])
        #expect(conflicts.map(\.point) == [.list("extras"), .slot("footer")])
        #expect(harness.items == ["gift-wrap", "insurance"])
        #expect(harness.tester.navigator.form?.lists.first?.items.last?.title == "Insurance")
        #expect(harness.tester.navigator.form?.slots.last?.views.map(\.id) == ["one"])
    }

    /// Explored in several states, a pair's duplicate item is one conflict; a plugin repeating its own item is none.
    @Test func aDuplicateItemIsReportedOncePerPairWhateverTheStatesExplored() {
        let one = Plugin<ShopState>("one") { plugin in
            plugin.addListItems(to: "extras", order: 1) { _, _ in [item("insurance", "Insurance"), item("tip", "Tip")] }
            plugin.addListItems(to: "extras", order: 2) { _, _ in [item("tip", "Tip again")] }
        }
        let two = Plugin<ShopState>("two") { plugin in
            plugin.addListItems(to: "extras", order: 0) { _, _ in [item("insurance", "Insurance too")] }
        }
        let harness = ShopHarness(plugins: [one, two])
        let conflicts = harness.registry.conflicts(
            in: harness.tester.flow, exploring: [ShopState(count: 1), ShopState(count: 2), ShopState(count: 3)])
        #expect(conflicts.map(\.kind) == [.duplicateListItem])
        #expect(conflicts.map(\.plugins) == [["one", "two"]])
    }
}
