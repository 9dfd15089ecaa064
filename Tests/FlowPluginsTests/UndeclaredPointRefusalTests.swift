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
}
