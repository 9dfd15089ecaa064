import FlowCore
import FlowTesting
import Testing

/// What a test configures when it makes a tester reaches the navigator the tester hosts the flow in,
/// and the tester's view of the flow is the navigator's.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterSetupTests {
    static let limits = NavigatorLimits(maximumDepth: 5, maximumFinishesPerUpdate: 3, eventLogCapacity: 7)

    @Test func withFlowTesterHandsItsLimitsAndExhaustivityToTheTester() async {
        await withFlowTester(makeCounterFlow(), exhaustivity: .none, limits: Self.limits) { tester in
            #expect(tester.navigator.limits == Self.limits)
            #expect(tester.exhaustivity == .none)
            tester.flow.send(.increment)  // not asserted: nothing is insisted on
        }
    }

    @Test func aTesterMadeDirectlyUsesItsLimitsToo() {
        let tester = FlowTester(makeCounterFlow(), limits: Self.limits)
        #expect(tester.navigator.limits == Self.limits)
        #expect(tester.exhaustivity == .all)
        tester.finish()
    }

    @Test func theTesterShowsTheNavigatorsPathScreenAndTheFlowsState() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.send(.increment) { $0.count = 1 }
            #expect(tester.path.description == "Counter > counter")
            #expect((tester.screen as? CounterScreen)?.count == 1)
            #expect(tester.state == CounterState(count: 1))
            #expect(tester.navigator.isStarted)
        }
    }
}
