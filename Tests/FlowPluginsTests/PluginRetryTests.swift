import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// What `retry` does besides bringing back a fixed plugin: nothing to a plugin that did not fail,
/// and, for one that still fails, a second failure instead of a retried note.
@Suite @MainActor struct PluginRetryTests {
    final class Outage {
        var isOn = true
    }

    func moody(_ outage: Outage) -> Plugin<ShopState> {
        Plugin("moody") { plugin in
            if outage.isOn { throw Boom() }
            plugin.addListItems(to: "extras", order: 5) { _, _ in [item("moody", "Moody")] }
        }
    }

    @Test func retryingAPluginThatDidNotFailChangesNothing() {
        let harness = ShopHarness(plugins: [screenPlugin("extra")])
        let notes = harness.notes
        #expect(harness.registry.retry("extra"))
        #expect(harness.notes == notes)
        #expect(harness.items == ["gift-wrap", "open-extra"])
        #expect(harness.registry.failures.isEmpty)
        harness.tester.finish()
    }

    @Test func retryingAPluginThatStillFailsRecordsTheFailureAgain() {
        let outage = Outage()
        let harness = ShopHarness(plugins: [moody(outage)])
        #expect(harness.registry.failures.count == 1)
        #expect(harness.registry.retry("moody"))
        #expect(harness.registry.failures.count == 2)
        #expect(harness.registry.failures.map(\.plugin) == ["moody", "moody"])
        #expect(!harness.notes.contains("'moody' was retried in Shop."))
        #expect(harness.items == ["gift-wrap"])
        #expect(harness.registry.status(of: "moody")?.description.hasPrefix("failed: ") == true)
        outage.isOn = false
        #expect(harness.registry.retry("moody"))
        #expect(harness.items == ["gift-wrap", "moody"])
        harness.tester.finish()
    }
}
