import FlowCore
import Testing

/// `onActivate` and `onDeactivate`: a feature starts and stops work (a location watch, a timer)
/// as its flow enters and leaves the path, every time it does.
@Suite @MainActor struct ActivationHandlerTests {
    @Test func handlersRunEachTimeTheFlowEntersAndLeavesInTheOrderAdded() {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        navigator.start()
        var calls: [String] = []
        let address = makeAddressFlow()
        // Weakly: a handler that keeps its own flow would keep it alive for good.
        address.onActivate { [weak address] in calls.append("watch on (active: \(address?.isActive == true))") }
        address.onActivate { calls.append("timer on") }
        address.onDeactivate { [weak address] in calls.append("watch off (active: \(address?.isActive == true))") }
        address.onDeactivate { calls.append("timer off") }

        let first = navigator.present(address)
        #expect(calls == ["watch on (active: true)", "timer on"])
        first.dismiss()
        #expect(calls == ["watch on (active: true)", "timer on", "watch off (active: false)", "timer off"])
        #expect(!address.isActive)

        calls.removeAll()
        navigator.present(address).dismiss()
        #expect(calls == ["watch on (active: true)", "timer on", "watch off (active: false)", "timer off"])
    }

    @Test func aFlowThatStaysOnThePathIsNotActivatedAgain() {
        let checkout = makeCheckoutFlow()
        var calls: [String] = []
        checkout.onActivate { calls.append("on") }
        checkout.onDeactivate { calls.append("off") }
        let navigator = Navigator(root: checkout)
        navigator.start()
        checkout.send(.add)
        navigator.flush()
        checkout.send(.help)
        navigator.flush()
        #expect(calls == ["on"])
        #expect(checkout.isActive)
    }

    @Test func aDeactivatedFlowRunsNoEffectWhenItsHandlerRuns() {
        let sleeper = Flow<Int, Int, Void>(
            "Sleeper", initialState: 0, output: { _ in },
            reducer: { state, _ in
                state += 1
                return .run { _ in try? await Task.sleep(for: .seconds(3_600)) }
            }
        ) { router in
            router.addScreen({ _ in true }, name: "sleeping") { _, _ in FormScreen(id: "sleeping", title: "") }
        }
        var effectsWhenDeactivated: [Int] = []
        sleeper.onDeactivate { [weak sleeper] in effectsWhenDeactivated.append(sleeper?.runningEffectCount ?? -1) }
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        let presentation = navigator.present(sleeper)
        sleeper.send(1)
        #expect(sleeper.runningEffectCount == 1)
        presentation.dismiss()
        #expect(effectsWhenDeactivated == [0])
    }
}
