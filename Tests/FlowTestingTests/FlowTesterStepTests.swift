import FlowCore
import FlowTesting
import Synchronization
import Testing

/// The tester's other steps as a test meets them: tapping a form, changing the state from outside,
/// skipping what the test does not care about, several actions from one effect, a body that throws.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterStepTests {
    // MARK: tap

    @Test func tapTriggersTheFormsButtonWithItsValues() async {
        await withFlowTester(makeNotes()) { tester in
            tester.tap("save", values: ["text": "milk"]) { $0.notes = ["milk"] }
            tester.expect(transitions: ["push edit -> saved"])
        }
    }

    @Test func aTapReportsWhatWasPendingBeforeItThenRuns() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.flow.produce(())
                tester.tap("save", values: ["text": "milk"]) { $0.notes = ["milk"] }
                tester.expect(transitions: ["push edit -> saved"])
            }
        }
        #expect(
            issues == [
                "Before tap(\"save\"): unasserted outputs [\"()\"] (path: Notes > edit). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func tapOnAScreenThatIsNotAFormFailsNamingThePath() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.tap("save")
            }
        }
        #expect(issues == ["tap(\"save\"): the screen at Counter > counter is not a FormRepresentable form."])
    }

    @Test func tapOnAButtonTheFormLacksFailsNamingWhatItOffers() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.tap("delete")
            }
        }
        #expect(issues == ["tap(\"delete\"): Screen 'edit' has no action 'delete'; it offers 'save', 'keep'."])
    }

    @Test func aTapThatChangesNothingIsNotHandled() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.tap("keep")
            }
        }
        #expect(
            issues == [
                "tap(\"keep\") was not handled: the state, effects, outputs and path stayed the same (path: Notes > edit). Send an action the flow handles in this state, or leave .unhandledActions out of the tester's exhaustivity."
            ])
    }

    @Test func aTapMustAssertTheStateItChanged() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.tap("save", values: ["text": "milk"])
                tester.expect(transitions: ["push edit -> saved"])
            }
        }
        #expect(
            issues == [
                "tap(\"save\") changed the state, which the test did not assert.\n  expected: NotesState(notes: [])\n  actual:   NotesState(notes: [\"milk\"])"
            ])
    }

    // MARK: Changes the test did not send

    @Test func expectStateAssertsAChangeMadeOutsideTheTester() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.flow.send(.increment)
            tester.expectState { $0.count = 1 }
        }
    }

    @Test func expectStateWithAnotherStateFailsWithBoth() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.flow.send(.increment)
                tester.expectState { $0.count = 2 }
            }
        }
        #expect(
            issues == [
                "expectState left a different state.\n  expected: CounterState(count: 2, loading: false, done: false)\n  actual:   CounterState(count: 1, loading: false, done: false)"
            ])
    }

    @Test func aChangeMadeOutsideTheTesterAndNeverAssertedFailsAtTheEnd() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.flow.send(.increment)
            }
        }
        #expect(
            issues == [
                "FlowTester finished with an unasserted state change to CounterState(count: 1, loading: false, done: false) (path: Counter > counter). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func updateChangesTheStateRoutesAndTakesItAsAsserted() async {
        await withFlowTester(makeNotes()) { tester in
            tester.update { $0.notes = ["bread"] }
            #expect(tester.path.description == "Notes > saved")
            tester.expect(transitions: ["push edit -> saved"])
        }
    }

    @Test func updateFirstReportsWhatIsPendingOnce() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.update { $0.notes = ["bread"] }
                tester.update { $0.notes = ["bread", "milk"] }
            }
        }
        #expect(
            issues == [
                "Before update: unasserted transitions [\"push edit -> saved\"] (path: Notes > saved). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func aStepAfterAReportedPendingPartStartsClean() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.flow.send(.increment)  // not asserted
                tester.send(.increment) { $0.count = 2 }
                tester.send(.increment) { $0.count = 3 }
            }
        }
        #expect(
            issues == [
                "Before send(increment): an unasserted state change to CounterState(count: 1, loading: false, done: false) (path: Counter > counter). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func anOutputPendingBeforeAStepIsReportedThereAndNotAgainAtTheEnd() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.flow.produce(7)
                tester.send(.increment) { $0.count = 1 }
            }
        }
        #expect(
            issues == [
                "Before send(increment): unasserted outputs [\"7\"] (path: Counter > counter). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func aReceivedActionPendingBeforeAStepIsReportedThereAndItsStateAccepted() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.load) { $0.loading = true }
                await yieldUntil("the effect's answer") { tester.state.count == 42 }
                tester.send(.increment) { $0.count = 43 }
            }
        }
        #expect(
            issues == [
                "Before send(increment): an unasserted state change to CounterState(count: 42, loading: false, done: false) and unasserted received actions [\"loaded(42)\"] (path: Counter > counter). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func aBackToADestinationThatIsNotBeneathFailsWithTheNavigatorsReason() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.back(to: .screen("nowhere"))
            }
        }
        #expect(
            issues == [
                "back(to: screen 'nowhere') did not get there: back(to: screen 'nowhere') found no such screen beneath the top; the path stays Notes > edit."
            ])
    }

    // MARK: Skipping

    @Test func skippedOutputsNeedNoAssertion() async {
        await withFlowTester(makeCounterFlow(), exhaustivity: .all.subtracting(.transitions)) { tester in
            tester.send(.finish) { $0.done = true }
            tester.skipOutputs()
        }
    }

    @Test func anOutputNeitherAssertedNorSkippedFails() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow(), exhaustivity: .all.subtracting(.transitions)) { tester in
                tester.send(.finish) { $0.done = true }
            }
        }
        #expect(
            issues == [
                "FlowTester finished with unasserted outputs [\"0\"] (path: <finished>). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }

    @Test func skippedReceivedActionsNeedNoAssertionNorTheirStateChange() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.send(.load) { $0.loading = true }
            await yieldUntil("the effect's answer") { tester.state.count == 42 }
            tester.skipReceivedActions()
            #expect(tester.state == CounterState(count: 42, loading: false, done: false))
        }
    }

    // MARK: Several actions from one effect

    @Test func actionsThatArrivedTogetherAreReceivedOneByOne() async {
        await withFlowTester(makeNotes()) { tester in
            tester.send(.fetch)
            await yieldUntil("both fetched notes") { tester.state.notes.count == 2 }
            await tester.receive(.add("eggs")) { $0.notes.append("eggs") }
            await tester.receive(.add("tea")) { $0.notes.append("tea") }
            tester.skipTransitions()
        }
    }

    @Test func aWrongFirstOfTwoActionsFailsAndTheSecondStillPasses() async {
        let issues = await recordedMessages {
            await withFlowTester(makeNotes()) { tester in
                tester.send(.fetch)
                await yieldUntil("both fetched notes") { tester.state.notes.count == 2 }
                await tester.receive(.add("tea"))
                await tester.receive(.add("tea"))
                tester.skipTransitions()
            }
        }
        #expect(issues == ["The received action differs.\n  expected: add(\"tea\")\n  actual:   add(\"eggs\")"])
    }

    // MARK: The body

    struct Stop: Error {}

    @Test func aBodyThatThrowsStillFinishesAndRethrows() async {
        var thrown: (any Error)?
        let issues = await recordedMessages {
            do {
                try await withFlowTester(makeNotes()) { tester in
                    tester.update { $0.notes = ["bread"] }
                    throw Stop()
                }
            } catch {
                thrown = error
            }
        }
        #expect(thrown is Stop)
        #expect(
            issues == [
                "FlowTester finished with unasserted transitions [\"push edit -> saved\"] (path: Notes > saved). Assert them, or leave them out with the tester's exhaustivity."
            ])
    }
}

/// A list of notes: an `edit` form whose `save` adds the text, and `saved` once there is one.
struct NotesState: Equatable, Sendable {
    var notes: [String] = []
}

/// What the notes screens and the fetch effect send.
enum NotesAction: Equatable, Sendable {
    case add(String)
    case keep
    case fetch
}

@MainActor
func makeNotes() -> Flow<NotesState, NotesAction, Void> {
    Flow(
        "Notes", initialState: NotesState(),
        reducer: { state, action in
            switch action {
            case .add(let text):
                state.notes.append(text)
            case .keep:
                break
            case .fetch:
                return .run { send in
                    await send(.add("eggs"))
                    await send(.add("tea"))
                }
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.notes.isEmpty }, name: "edit") { _, send in
            FormScreen(
                id: "edit", title: "New note", fields: [.init(id: "text", label: "Note")],
                actions: [
                    .init(id: "save", title: "Save") { values in send(.add(values["text"] ?? "")) },
                    .init(id: "keep", title: "Keep") { _ in send(.keep) },
                ])
        }
        router.addScreen({ _ in true }, name: "saved") { state, _ in
            FormScreen(id: "saved", title: "\(state.notes.count) notes")
        }
    }
}

/// A tester released on another thread, as a test that hands it to a detached task may do.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterReleaseTests {
    /// Keeps one tester, so that the last reference can be dropped on any thread.
    final class Holder: Sendable {
        let slot = Mutex<FlowTester<CounterState, CounterAction, Int>?>(nil)
    }

    @Test func aTesterReleasedOffTheMainActorSaysNothingAndDoesNotStop() async {
        let holder = Holder()
        do {
            let tester = FlowTester(makeCounterFlow())
            tester.finish()
            holder.slot.withLock { $0 = tester }
        }
        await Task.detached { holder.slot.withLock { $0 = nil } }.value
        #expect(holder.slot.withLock { $0 == nil })
    }
}
