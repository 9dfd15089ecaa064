import FlowCore
import FlowTesting
import Testing

@Suite @MainActor struct NavigatorLifecycleTests {
    @Test func routablesAreBuiltWhenTheirRuleBecomesCurrentAndKeptWhileItStays() {
        let counter = BuildCounter()
        let flow = makeCheckoutFlow(counter: counter)
        let navigator = Navigator(root: flow)
        #expect(counter.builds.isEmpty)
        navigator.start()
        #expect(counter.builds == ["cart": 1])
        flow.update { $0.paid = false }
        navigator.flush()
        #expect(counter.builds == ["cart": 1])
        navigator.send(ScreenEvent("add"))
        navigator.send(ScreenEvent("help"))
        navigator.send(ScreenEvent("close-help"))
        #expect(counter.builds == ["cart": 1, "help": 1])
    }

    @Test func aFinishedFlowAndItsScreensAreReleased() {
        let counter = BuildCounter()
        let navigator = Navigator(root: makeCheckoutFlow(counter: counter))
        navigator.start()
        navigator.send(ScreenEvent("add"))
        #expect(counter.lastAddressFlow?.isActive == true)
        navigator.send(ScreenEvent("save", values: ["street": "1 Main St"]))
        #expect(counter.lastAddressFlow == nil)
    }

    @Test func flowsAreActivatedAndDeactivatedAsTheyEnterAndLeaveThePath() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        navigator.send(ScreenEvent("add"))
        navigator.send(ScreenEvent("save", values: ["street": "1 Main St"]))
        let lifecycle = navigator.log.events.compactMap { event -> String? in
            switch event.kind {
            case .activated, .deactivated, .finished:
                event.description.split(separator: " ", maxSplits: 1).last.map(String.init)
            default: nil
            }
        }
        #expect(
            lifecycle == [
                "activate Checkout", "activate Address", "finish Address with 1 Main St", "deactivate Address",
            ])
    }

    @Test func workStartedInAFlowIsCancelledWhenItLeavesThePath() async {
        final class Probe { var cancelled = false }
        let probe = Probe()
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        let child = makeAddressFlow()
        navigator.present(child)
        child.run { _ in
            do { try await Task.sleep(for: .seconds(3_600)) } catch { probe.cancelled = true }
        }
        #expect(navigator.runningTaskCount == 1)

        navigator.back()
        #expect(!child.isActive)
        #expect(child.runningTaskCount == 0)
        var turns = 0
        while !probe.cancelled, turns < 1_000 {
            await Task.yield()
            turns += 1
        }
        #expect(probe.cancelled)
    }
}
