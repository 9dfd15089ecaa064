import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// What a plugin's context does from a button: go back as the app's back button does, and keep
/// values only in a flow that declared plugin storage.
@Suite @MainActor struct PluginContextStepTests {
    /// A page before the cart while the plugin's storage holds "open", whose `back` button calls `context.back()`;
    /// the page's rule clears that value on back.
    func backButtonPlugin(pressed: @escaping @MainActor (Bool) -> Void) -> Plugin<ShopState> {
        Plugin("guide") { plugin in
            plugin.addRoute(
                "page", at: .before("cart"), when: { $0.plugins["guide", "page"] != nil },
                back: { try $0.setStorage(nil, for: "page") }
            ) { _, context in
                FormScreen(
                    id: "guide-page", title: "Guide",
                    actions: [.init(id: "back", title: "Back") { _ in pressed(context.back()) }])
            }
        }
    }

    @Test func aPluginsBackButtonLeavesItsScreenAsTheAppsBackDoes() throws {
        var results: [Bool] = []
        let harness = ShopHarness(plugins: [backButtonPlugin { results.append($0) }])
        let navigator = harness.tester.navigator
        harness.tester.update { $0.count = 3 }
        harness.tester.update { $0.plugins["guide", "page"] = "open" }
        #expect(navigator.path.description == "Shop > guide-page")
        try navigator.form?.perform(FormEvent("back"))
        navigator.flush()
        #expect(results == [true])
        #expect(navigator.path.description == "Shop > cart")
        #expect(harness.tester.flow.state.plugins["guide", "page"] == nil)
        harness.tester.skipTransitions()
        harness.tester.finish()
    }

    @Test func keepingAValueInAFlowWithoutStorageFailsThePlugin() throws {
        let points = PluginPoints<ShopState>(routes: [.before("cart")], lists: ["extras"])
        let keeper = Plugin<ShopState>("keeper") { plugin in
            plugin.addListItems(to: "extras", order: 1) { _, context in
                [
                    ListItem(id: "keep", title: "Keep", action: "keep") {
                        context.perform { try $0.setStorage("yes", for: "kept") }
                    },
                    ListItem(id: "keep-typed", title: "Keep typed", action: "keep-typed") {
                        context.perform { try $0.setValue(3, for: "count") }
                    },
                ]
            }
        }
        let message =
            "Plugin 'keeper' threw in an action of its screen: Plugin 'keeper' contributes to plugin storage, which Shop "
            + "does not declare; Shop accepts: route before \"cart\", list 'extras'. Use one of those points, or declare "
            + "the point in Shop's PluginPoints. It is turned off and Shop keeps running without it; fix the plugin, "
            + "then call registry.retry(\"keeper\")."
        for action in ["keep", "keep-typed"] {
            let harness = ShopHarness(plugins: [keeper], points: points)
            let navigator = harness.tester.navigator
            #expect(harness.items == ["gift-wrap", "keep", "keep-typed"])
            try navigator.form?.perform(FormEvent(action))
            navigator.flush()
            #expect(harness.registry.failures.map(\.message) == [message], "\(action)")
            #expect(harness.registry.failures.map(\.code) == [.contributionFailed])
            #expect(harness.notes.last == "removed 'keeper' from Shop (it failed).")
            #expect(harness.items == ["gift-wrap"])
            #expect(harness.tester.flow.state.plugins["keeper", "kept"] == nil)
            harness.tester.skipTransitions()
            harness.tester.finish()
        }
    }
}
