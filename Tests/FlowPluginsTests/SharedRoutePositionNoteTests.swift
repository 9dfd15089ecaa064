import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// The log names a route position only when several installed plugins share it: two plugins at
/// different positions, or a pair reduced to one by a flag, log no "all add routes" line.
@Suite @MainActor struct SharedRoutePositionNoteTests {
    private func sharedPositionNotes(_ harness: ShopHarness) -> [String] {
        harness.notes.filter { $0.contains("all add routes") }
    }

    @Test func pluginsAtDifferentPositionsShareNothing() throws {
        let harness = ShopHarness(
            flags: [FeatureFlag("a", default: false), FeatureFlag("b", default: false)],
            plugins: [screenPlugin("a", flag: "a"), screenPlugin("b", flag: "b", at: .after("cart"))])
        try harness.flags.setOverride(true, for: "a")
        try harness.flags.setOverride(true, for: "b")
        #expect(harness.rules == ["a: page", "cart", "b: page", "done"])
        #expect(sharedPositionNotes(harness) == [])
        harness.tester.finish()
    }

    @Test func aPairReducedToOneByAFlagIsNotReportedAgain() throws {
        let harness = ShopHarness(
            flags: [FeatureFlag("a", default: false), FeatureFlag("b", default: false)],
            plugins: [screenPlugin("a", flag: "a"), screenPlugin("b", flag: "b")])
        try harness.flags.setOverride(true, for: "a")
        try harness.flags.setOverride(true, for: "b")
        let shared = "'a', 'b' all add routes before \"cart\"; they are placed in that order (by plugin id)."
        #expect(sharedPositionNotes(harness) == [shared])
        try harness.flags.setOverride(false, for: "b")
        #expect(harness.rules == ["a: page", "cart", "done"])
        #expect(sharedPositionNotes(harness) == [shared])
        harness.tester.finish()
    }
}
