import FlowCore
import FlowTesting
import Testing

/// Assertions a test makes about a step that is not a plain `send`: a back whose state change is
/// asserted, a received action that moves the path, a step taken while an effect still runs, and
/// an output expected when none came.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterStepAssertionTests {
    /// Two pages; the second's back sends `false`, which turns back to the first.
    static func makePages() -> Flow<Int, Bool, Void> {
        Flow(
            "Pages", initialState: 0,
            reducer: { page, forward in
                page += forward ? 1 : -1
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "first") { _, _ in FormScreen(id: "first", title: "First") }
            router.addScreen({ $0 >= 1 }, name: "second", back: .send(false)) { _, _ in
                FormScreen(id: "second", title: "Second")
            }
        }
    }

    @Test func aBackWhoseStateIsAssertedRightPasses() async {
        await withFlowTester(Self.makePages()) { tester in
            tester.send(true) { $0 = 1 }
            tester.expect(transitions: ["push first -> second"])
            tester.back { $0 = 0 }
            tester.expect(transitions: ["pop second -> first"])
        }
    }

    @Test func aBackWhoseStateIsAssertedWrongFailsWithBoth() async {
        let issues = await recordedMessages {
            await withFlowTester(Self.makePages()) { tester in
                tester.send(true) { $0 = 1 }
                tester.expect(transitions: ["push first -> second"])
                tester.back { $0 = 5 }
                tester.expect(transitions: ["pop second -> first"])
            }
        }
        #expect(issues == ["back(count: 1) left a different state.\n  expected: 5\n  actual:   0"])
    }

    @Test func aBackToADestinationChecksItsAssertionToo() async {
        let issues = await recordedMessages {
            await withFlowTester(Self.makePages()) { tester in
                tester.send(true) { $0 = 1 }
                tester.skipTransitions()
                tester.back(to: .screen("first")) { $0 = 7 }
                tester.skipTransitions()
                tester.send(true) { $0 = 1 }
                tester.skipTransitions()
                tester.systemBack { $0 = 9 }
                tester.skipTransitions()
            }
        }
        #expect(
            issues == [
                "back(to: screen 'first') left a different state.\n  expected: 7\n  actual:   0",
                "systemBack() left a different state.\n  expected: 9\n  actual:   0",
            ])
    }

    @Test func aSystemBackReportsWhatWasPendingBeforeItThenRuns() async {
        let issues = await recordedMessages {
            await withFlowTester(Self.makePages()) { tester in
                tester.send(true) { $0 = 1 }
                // The host popped already: the update that follows has no transition for it.
                tester.systemBack { $0 = 0 }
            }
        }
        #expect(
            issues == [
                "Before systemBack(): unasserted transitions [\"push first -> second\"] (path: Pages > second). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func aBackWithoutAssertionTakesItsStateAsAsserted() async {
        await withFlowTester(Self.makePages()) { tester in
            tester.send(true) { $0 = 1 }
            tester.skipTransitions()
            tester.back()
            tester.skipTransitions()
            tester.send(true) { $0 = 1 }
            tester.skipTransitions()
        }
    }

    @Test func aReceivedActionThatMovesThePathIsRoutedBeforeReceiveReturns() async {
        await withFlowTester(makeNotes()) { tester in
            tester.send(.fetch)
            await tester.receive(.add("eggs")) { $0.notes = ["eggs"] }
            tester.expect(transitions: ["push edit -> saved"])
            await tester.receive(.add("tea")) { $0.notes = ["eggs", "tea"] }
            tester.expect(path: "Notes > saved")
        }
    }

    @Test func aStepWhileAnEffectStillRunsIsNotAPendingPart() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.send(.wait)
            tester.send(.increment) { $0.count = 1 }
            tester.send(.increment) { $0.count = 2 }
            tester.flow.store.cancelEffects()
            await tester.settle()
        }
    }

    @Test func anOutputExpectedWhenNoneCameFailsNamingThePath() async {
        let issues = await recordedMessages {
            await withFlowTester(FlowTesterMessageTests.makeSteps()) { tester in
                tester.expect(output: 3)
            }
        }
        #expect(issues == ["Expected output 3, but the flow produced none (path: Steps > first)."])
    }
}
