import FlowCore
import FlowPlugins
import FlowTesting
import Testing

@Suite(.timeLimit(.minutes(1))) @MainActor struct FaultIsolationTests {
    @Test func aPluginWhoseContributionsThrowNeverInstallsAndIsLoggedWhenTheFlowStarts() {
        let broken = Plugin<ShopState>("broken") { _ in throw Boom() }
        let harness = ShopHarness(plugins: [broken, screenPlugin("fine")])
        #expect(
            harness.notes == [
                "Plugin 'broken' threw in its contributions: boom. It is turned off and Shop keeps running without it; "
                    + "fix the plugin, then call registry.retry(\"broken\").",
                "installed 'fine' into Shop: 1 route, 1 list item source.",
            ])
        #expect(harness.rules == ["fine: page", "cart", "done"])
        harness.tester.send(.pay)
        harness.tester.expect(output: 0)
    }

    @Test func aThrowingConditionTurnsThePluginOffAndItsRouteGoesOnTheNextTurn() async {
        let flaky = Plugin<ShopState>("flaky") { plugin in
            plugin.addRoute(
                "maybe", at: .before("cart"), when: { state in if state.count > 1 { throw Boom() } else { false } }
            ) { _, _ in
                FormScreen(id: "maybe", title: "Maybe")
            }
        }
        let harness = ShopHarness(plugins: [flaky])
        harness.tester.update { $0.count = 2 }
        harness.tester.expect(path: "Shop > cart")
        #expect(
            harness.registry.status(of: "flaky")?.description.hasPrefix("failed: Plugin 'flaky' threw in the condition")
                == true)
        #expect(harness.rules == ["flaky: maybe", "cart", "done"])

        // The router was evaluating when the condition threw, so the rule goes on the next turn.
        await yieldUntil("the failed plugin's route to leave the router") { harness.rules.count <= 2 }
        #expect(harness.rules == ["cart", "done"])
        #expect(
            harness.notes.suffix(2) == [
                "Plugin 'flaky' threw in the condition of route \"flaky: maybe\": boom. It is turned off and Shop keeps running "
                    + "without it; fix the plugin, then call registry.retry(\"flaky\").",
                "removed 'flaky' from Shop (it failed).",
            ])
    }

    /// The screen goes in the same update as the throw, not on a later turn (a host never shows a dead plugin's screen).
    @Test func aHandlerThatThrowsOnItsOwnScreenIsTurnedOffAndItsScreenPoppedAtOnce() {
        let fragile = Plugin<ShopState>("fragile") { plugin in
            plugin.addRoute("page", at: .before("cart"), when: { $0.plugins["fragile", "page"] != nil }) { _, context in
                FormScreen(
                    id: "fragile-page", title: "Fragile",
                    actions: [.init(id: "explode", title: "Explode") { _ in context.perform { _ in throw Boom() } }])
            }
            plugin.addListItems(to: "extras", order: 1) { _, context in
                [ListItem(id: "open", title: "Open") { context.perform { try $0.setStorage("open", for: "page") } }]
            }
        }
        let harness = ShopHarness(plugins: [fragile])
        harness.tester.tap("select:open")
        harness.tester.expect(transitions: ["push cart -> fragile-page"])

        harness.tester.tap("explode")
        harness.tester.expect(transitions: ["pop fragile-page -> cart"])
        harness.tester.expect(path: "Shop > cart")
        #expect(
            harness.notes.suffix(3) == [
                "Plugin 'fragile' threw in an action of its screen: boom. It is turned off and Shop keeps running "
                    + "without it; fix the plugin, then call registry.retry(\"fragile\").",
                "'fragile' is turning off while its screen fragile-page shows; Shop routes again with its state.",
                "removed 'fragile' from Shop (it failed).",
            ])
        harness.tester.send(.pay)
        harness.tester.expect(output: 0)
    }

    @Test func aFailedPluginCanBeRetriedOnceFixed() {
        final class Switch { var broken = true }
        let outage = Switch()
        let moody = Plugin<ShopState>("moody") { plugin in
            if outage.broken { throw Boom() }
            plugin.addListItems(to: "extras", order: 5) { _, _ in [item("moody", "Moody")] }
        }
        let harness = ShopHarness(plugins: [moody])
        #expect(harness.items == ["gift-wrap"])
        outage.broken = false
        #expect(harness.registry.retry("moody"))
        #expect(harness.items == ["gift-wrap", "moody"])
        #expect(harness.registry.status(of: "moody") == .installed(flow: "Shop"))
        #expect(
            harness.notes.suffix(2) == [
                "'moody' was retried in Shop.", "installed 'moody' into Shop: 1 list item source.",
            ])
        #expect(!harness.registry.retry("nobody"))
    }
}
