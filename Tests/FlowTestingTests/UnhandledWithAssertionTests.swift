import FlowCore
import FlowTesting
import Testing

/// A step that does nothing while its assertion expects a change fails twice, the unhandled
/// action first and then the state, so the test reads why before what.
@Suite(.timeLimit(.minutes(1))) @MainActor struct UnhandledWithAssertionTests {
    @Test func anUnhandledSendOrTapWithAnAssertionReportsBothInOrder() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.send(.keep) { $0.notes = ["tea"] }
                tester.tap("keep") { $0.notes = ["milk"] }
            }
        }
        #expect(
            issues == [
                "send(keep) was not handled: the state, effects, outputs and path stayed the same (path: Notes > edit). Send an action the flow handles in this state, or leave .unhandledActions out of the tester's exhaustivity.",
                "send(keep) left a different state.\n  expected: NotesState(notes: [\"tea\"])\n  actual:   NotesState(notes: [])",
                "tap(\"keep\") was not handled: the state, effects, outputs and path stayed the same (path: Notes > edit). Send an action the flow handles in this state, or leave .unhandledActions out of the tester's exhaustivity.",
                "tap(\"keep\") left a different state.\n  expected: NotesState(notes: [\"milk\"])\n  actual:   NotesState(notes: [])",
            ])
    }

    @Test func theNextStepStartsFromTheStateTheFlowHas() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.increment) { $0.count = 5 }
                tester.send(.increment) { $0.count = 2 }
            }
        }
        #expect(
            issues == [
                "send(increment) left a different state.\n  expected: CounterState(count: 5, loading: false, done: false)\n  actual:   CounterState(count: 1, loading: false, done: false)"
            ])
    }
}
