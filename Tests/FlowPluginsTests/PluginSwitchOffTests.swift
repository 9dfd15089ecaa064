import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// Switching one plugin leaves the others as they were, and a change that leaves every plugin as
/// it was (an experiment moving between two variants the plugin takes) changes nothing at all.
@Suite @MainActor struct PluginSwitchOffTests {
    @Test func turningOneOfTwoPluginsOffTakesOnlyItsItemsAndRoutes() throws {
        let harness = ShopHarness(
            flags: [FeatureFlag("a", default: true), FeatureFlag("b", default: true)],
            plugins: [screenPlugin("a", flag: "a"), screenPlugin("b", flag: "b", at: .after("cart"))])
        #expect(harness.items == ["gift-wrap", "open-a", "open-b"])

        try harness.flags.setOverride(false, for: "a")
        #expect(harness.items == ["gift-wrap", "open-b"])
        #expect(harness.rules == ["cart", "b: page", "done"])

        try harness.flags.setOverride(true, for: "a")
        #expect(harness.items == ["gift-wrap", "open-a", "open-b"])
        #expect(harness.rules == ["a: page", "cart", "b: page", "done"])
        harness.tester.finish()
    }

    @Test func anExperimentMovingBetweenTwoVariantsThePluginTakesChangesNothing() throws {
        let harness = ExperimentGatedPluginTests.harness(
            plugins: [ExperimentGatedPluginTests.banner(), screenPlugin("extra")])
        try harness.flags.setOverride("bold", for: ExperimentGatedPluginTests.fareBanner)
        let notes = harness.notes
        #expect(
            notes.suffix(2) == [
                "'extra', 'fare-banner' all add routes before \"cart\"; they are placed in that order (by plugin id).",
                "installed 'fare-banner' into Shop: 1 route, 1 list item source.",
            ])

        try harness.flags.setOverride("striped", for: ExperimentGatedPluginTests.fareBanner)
        #expect(harness.notes == notes)
        #expect(harness.rules == ["extra: page", "fare-banner: page", "cart", "done"])
        #expect(harness.registry.status(of: "fare-banner") == .installed(flow: "Shop"))
        harness.tester.finish()
    }
}
