import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// Back on a plugin's screen is the plugin's to decide, and it changes nothing but the plugin's storage.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginRouteBackTests {
    func notePlugin(back: (@MainActor (PluginContext<ShopState>) throws -> Void)?) -> Plugin<ShopState> {
        Plugin("note") { plugin in
            plugin.addRoute("page", at: .before("cart"), when: { $0.plugins["note", "page"] != nil }, back: back) {
                _, _ in
                FormScreen(id: "note-page", title: "Note")
            }
        }
    }

    @Test func backOnAPluginScreenClearsOnlyThePluginsStorage() throws {
        let harness = ShopHarness(plugins: [notePlugin { try $0.setStorage(nil, for: "page") }])
        let navigator = harness.tester.navigator
        harness.tester.update { $0.count = 3 }
        harness.tester.update { $0.plugins["note", "page"] = "open" }
        #expect(navigator.path.description == "Shop > note-page")
        #expect(navigator.canGoBack)
        let before = harness.tester.flow.state
        #expect(navigator.back())
        #expect(navigator.path.description == "Shop > cart")
        var expected = before
        expected.plugins["note", "page"] = nil
        #expect(harness.tester.flow.state == expected)
        #expect(navigator.hostModel == HostModel(layers: [["cart"]]))
        harness.tester.skipTransitions()
        harness.tester.finish()
    }

    @Test func aPluginScreenWithoutABackLeavesTheDecisionToTheFlow() {
        let harness = ShopHarness(plugins: [notePlugin(back: nil)])
        let navigator = harness.tester.navigator
        harness.tester.update { $0.plugins["note", "page"] = "open" }
        #expect(navigator.path.description == "Shop > note-page")
        // The shop's rules declare no back, and the shop is the root: there is none.
        #expect(!navigator.canGoBack)
        #expect(!navigator.back())
        harness.tester.skipTransitions()
        harness.tester.finish()
    }

    @Test func aBackThatThrowsTurnsThePluginOffAndTheFlowKeepsRunning() async {
        struct Refused: Error, CustomStringConvertible {
            var description: String { "refused" }
        }
        let harness = ShopHarness(plugins: [notePlugin { _ in throw Refused() }])
        let navigator = harness.tester.navigator
        harness.tester.update { $0.count = 2 }
        harness.tester.update { $0.plugins["note", "page"] = "open" }
        #expect(!navigator.back())
        #expect(
            harness.registry.status(of: "note")?.description.hasPrefix("failed: Plugin 'note' threw in the back")
                == true)
        // The plugin's route goes on the next turn; the shop keeps its state and shows the cart.
        for _ in 0..<1_000 where harness.rules.count > 2 { await Task.yield() }
        navigator.flush()
        #expect(navigator.path.description == "Shop > cart")
        #expect(harness.tester.flow.state.count == 2)
        harness.tester.skipTransitions()
        harness.tester.finish()
    }
}
