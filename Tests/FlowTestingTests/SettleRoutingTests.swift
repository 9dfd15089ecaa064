import FlowCore
import FlowTesting
import Testing

/// `settle()` routes once the effects have ended, so what the test checks next is the screen
/// the effects' last state shows.
@Suite(.timeLimit(.minutes(1))) @MainActor struct SettleRoutingTests {
    @Test func theScreenAfterSettleShowsTheStateTheEffectLeft() async {
        let exhaustivity = Exhaustivity.all.subtracting(.receivedActions)
        await withFlowTester(makeCounterFlow(), exhaustivity: exhaustivity) { tester in
            tester.send(.load) { $0.loading = true }
            await tester.settle()
            #expect((tester.screen as? CounterScreen)?.count == 42)
            tester.expectState { $0 = CounterState(count: 42, loading: false, done: false) }
        }
    }
}
