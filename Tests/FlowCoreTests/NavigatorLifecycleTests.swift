import FlowCore
import FlowTesting
import Testing

@Suite(.timeLimit(.minutes(1))) @MainActor struct NavigatorLifecycleTests {
    @Test func childFlowsAreBuiltWhenTheirRuleBecomesCurrentAndKeptWhileItStays() {
        let counter = BuildCounter()
        let flow = makeCheckoutFlow(counter: counter)
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        #expect(counter.builds.isEmpty)
        flow.send(.add)
        navigator.flush()
        #expect(counter.builds == ["Address": 1])
        flow.update { $0.paid = false }
        navigator.flush()
        #expect(counter.builds == ["Address": 1])
        flow.send(.help)
        navigator.flush()
        flow.send(.closeHelp)
        navigator.flush()
        #expect(counter.builds == ["Address": 2])
    }

    @Test func aFinishedFlowIsReleased() throws {
        let counter = BuildCounter()
        let flow = makeCheckoutFlow(counter: counter)
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        flow.send(.add)
        navigator.flush()
        #expect(counter.lastAddressFlow?.isActive == true)
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
        #expect(counter.lastAddressFlow == nil)
    }

    @Test func flowsAreActivatedAndDeactivatedAsTheyEnterAndLeaveThePath() throws {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        flow.send(.add)
        navigator.flush()
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
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

    @Test func effectsAreCancelledWhenTheirFlowLeavesThePathAndWhatTheySendIsDropped() async {
        final class Probe: @unchecked Sendable {
            // Written by the effect before it suspends and after it is cancelled; read after both.
            var started = false
            var cancelled = false
        }
        let probe = Probe()
        let child = Flow<Int, String, Void>(
            "Sleeper", initialState: 0,
            reducer: { state, action in
                state += 1
                guard action == "sleep" else { return .none }
                return .run { send in
                    probe.started = true
                    do { try await Task.sleep(for: .seconds(3_600)) } catch { probe.cancelled = true }
                    await send("woke")
                }
            }
        ) { router in
            router.addScreen({ _ in true }) { _, _ in FormScreen(id: "sleeping", title: "") }
        }
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.stateLogging = .described
        navigator.start()
        navigator.present(child)
        child.send("sleep")
        #expect(navigator.runningEffectCount == 1)

        navigator.back()
        #expect(!child.isActive)
        #expect(child.runningEffectCount == 0)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(5))
        while !probe.cancelled, clock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        #expect(probe.cancelled, "the effect was not cancelled within 5 s")
        for _ in 0..<10 { await Task.yield() }
        #expect(child.state == 1)
    }

    @Test func aFlowKnowsItsNavigatorOnceItIsOnAPath() {
        let flow = makeCheckoutFlow()
        #expect(flow.navigator == nil)
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        #expect(flow.navigator === navigator)
    }
}
