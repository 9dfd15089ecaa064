import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A plugin that reaches for a point its flow does not declare is turned off, and the message lists
/// every point the flow does accept — outputs included — so the author can pick one.
@Suite @MainActor struct UndeclaredPointRefusalTests {
    @Test func aViewForAnUndeclaredSlotTurnsThePluginOffListingWhatTheFlowAccepts() {
        let sidebar = Plugin<ShopState>("sidebar") { plugin in
            plugin.addView(to: "sidebar") { _ in SlotView(id: "ad", text: "Ad") }
        }
        let points = PluginPoints<ShopState>(lists: ["extras"], storage: \.plugins)
            .acceptingOutputs(PluginSubFlowTests.extraCount)
        let harness = ShopHarness(plugins: [sidebar], points: points)
        #expect(harness.registry.failures.map(\.code) == [.undeclaredPoint])
        #expect(
            harness.registry.failures.map(\.message) == [
                "Plugin 'sidebar' contributes to slot 'sidebar', which Shop does not declare; Shop accepts: list 'extras', plugin storage, output 'extra-count'. Use one of those points, or declare the point in Shop's PluginPoints."
            ])
        #expect(harness.tester.navigator.form?.slots.map(\.id) == ["banner", "footer"])
        harness.tester.finish()
    }

    /// Two points a plugin reaches for, the one checked first added last.
    enum Pair: String, CaseIterable, Sendable {
        case routeAndOutput, outputAndLink, linkAndList, listAndSlot
    }

    static func eager(_ pair: Pair) -> Plugin<ShopState> {
        Plugin("eager") { plugin in
            let picker = { (plugin: inout PluginContributions<ShopState>) in
                plugin.addFlow("picker", at: .before("cart"), handingBackTo: PluginSubFlowTests.extraCount) { _, _ in
                    PluginSubFlowTests.makePicker()
                }
            }
            switch pair {
            case .routeAndOutput:
                picker(&plugin)
                plugin.addRoute("page", at: .end, when: { _ in false }) { _, _ in FormScreen(id: "page", title: "Page")
                }
            case .outputAndLink:
                plugin.addDeepLink("cafe/menu") { _, _ in }
                picker(&plugin)
            case .linkAndList:
                plugin.addListItems(to: "sidebar", order: 1) { _, _ in [] }
                plugin.addDeepLink("cafe/menu") { _, _ in }
            case .listAndSlot:
                plugin.addView(to: "sidebar") { _ in SlotView(id: "ad", text: "Ad") }
                plugin.addListItems(to: "sidebar", order: 1) { _, _ in [] }
            }
        }
    }

    /// Routes, sub-flows, links, list items and views are checked in that order, whatever order the plugin added them in.
    @Test(arguments: [
        (Pair.routeAndOutput, "route at the end"), (.outputAndLink, "output 'extra-count'"),
        (.linkAndList, "deep link 'cafe/menu'"), (.listAndSlot, "list 'sidebar'"),
    ])
    func aPluginReachingForTwoUndeclaredPointsIsRefusedForTheFirstChecked(pair: Pair, point: String) {
        let harness = ShopHarness(plugins: [Self.eager(pair)])
        #expect(harness.registry.failures.map(\.value) == [point])
        #expect(harness.rules == ["cart", "done"])
    }
}
