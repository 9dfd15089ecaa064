import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A plugin's own multi-screen flow, whose typed output goes back through a point the flow declares.
@Suite @MainActor struct PluginSubFlowTests {
    struct PickerState: Hashable, Sendable {
        var picked: Int?
        var confirmed = false
    }

    enum PickerAction: Hashable, Sendable {
        case pick(Int)
        case confirm
    }

    /// Two screens: pick a number, then confirm it; finishes with the number.
    static func makePicker() -> Flow<PickerState, PickerAction, Int> {
        Flow(
            "Picker", initialState: PickerState(), output: { $0.picked ?? 0 },
            reducer: { state, action in
                switch action {
                case .pick(let number): state.picked = number
                case .confirm: state.confirmed = true
                }
                return .none
            }
        ) { router in
            router.addScreen({ $0.picked == nil }, name: "pick") { _, send in
                FormScreen(
                    id: "pick", title: "Pick", actions: [.init(id: "pick-3", title: "3") { _ in send(.pick(3)) }])
            }
            router.addScreen({ !$0.confirmed }, name: "confirm") { _, send in
                FormScreen(
                    id: "confirm", title: "Confirm",
                    actions: [.init(id: "confirm", title: "OK") { _ in send(.confirm) }])
            }
            router.addFinish({ _ in true }, name: "done")
        }
    }

    /// The shop adds what a plugin sub-flow hands back to its count.
    static let extraCount = PluginOutput<ShopState, Int>("extra-count") { state, number in state.count += number }

    static func picker() -> Plugin<ShopState> {
        Plugin("picker") { plugin in
            plugin.addListItems(to: "extras", order: 10) { _, context in
                [ListItem(id: "pick", title: "Pick a number") { context.perform { try $0.openFlow("picker") } }]
            }
            plugin.addFlow("picker", at: .before("cart"), handingBackTo: extraCount) { _, _ in makePicker() }
        }
    }

    @Test func theSubFlowRunsItsScreensAndItsOutputReachesTheFlowThroughTheDeclaredPoint() {
        let harness = ShopHarness(plugins: [Self.picker()], points: shopPoints.acceptingOutputs(Self.extraCount))
        #expect(harness.rules == ["picker: picker", "cart", "done"])
        #expect(harness.notes == ["installed 'picker' into Shop: 1 sub-flow, 1 list item source."])

        harness.tester.tap("select:pick")
        harness.tester.expect(transitions: ["push cart -> pick"])
        harness.tester.expect(path: "Shop > Picker > pick")
        harness.tester.tap("pick-3")
        harness.tester.expect(transitions: ["push pick -> confirm"])
        harness.tester.tap("confirm")
        harness.tester.expect(path: "Shop > cart")
        harness.tester.expect(transitions: ["pop 2 confirm -> cart"])
        #expect(harness.tester.state.count == 3)
        #expect(harness.tester.state.plugins.isEmpty)

        harness.tester.tap("select:pick")
        harness.tester.expect(transitions: ["push cart -> pick"])
    }

    @Test func anOutputTheFlowDoesNotDeclareTurnsThePluginDown() {
        let harness = ShopHarness(plugins: [Self.picker()])
        #expect(harness.registry.failures.map(\.code) == [.undeclaredPoint])
        #expect(harness.registry.failures.first?.value == "output 'extra-count'")
        #expect(harness.rules == ["cart", "done"])
    }
}

@Suite @MainActor struct PluginSubFlowSwitchTests {
    @Test func turningThePluginOffWhileItsSubFlowShowsLeavesIt() throws {
        let flags = FeatureFlags([FeatureFlag("picker", default: true)])
        let picker = Plugin<ShopState>("picker", flag: "picker") { plugin in
            plugin.addListItems(to: "extras", order: 10) { _, context in
                [ListItem(id: "pick", title: "Pick a number") { context.perform { try $0.openFlow("picker") } }]
            }
            plugin.addFlow("picker", at: .before("cart"), handingBackTo: PluginSubFlowTests.extraCount) { _, _ in
                PluginSubFlowTests.makePicker()
            }
        }
        let shop = PluginRegistry(flags: flags).attach(
            [picker], to: makeShop(), points: shopPoints.acceptingOutputs(PluginSubFlowTests.extraCount))
        let tester = FlowTester(shop, exhaustivity: .all.subtracting(.stateChanges))
        tester.tap("select:pick")
        tester.expect(transitions: ["push cart -> pick"])

        try flags.setOverride(false, for: "picker")
        tester.expect(path: "Shop > cart")
        tester.skipTransitions()
        #expect(tester.state.plugins.isEmpty)
        #expect(tester.state.count == 0)
        #expect(shop.router.rules.map(\.name) == ["cart", "done"])

        try flags.setOverride(true, for: "picker")
        #expect(shop.router.rules.map(\.name) == ["picker: picker", "cart", "done"])
    }
}
