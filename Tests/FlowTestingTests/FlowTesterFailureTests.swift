import FlowCore
import FlowTesting
import Testing

/// Each thing a FlowTester insists on, shown failing: the test passes only if the tester records
/// exactly the expected issue, at the expected line.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterFailureTests {
    @Test func aForgottenFinishStillFailsAtTheLineThatCreatedTheTester() async {
        let createdAt = #line + 2
        withKnownIssue {
            let tester = FlowTester(makeCounterFlow())
            tester.flow.send(.increment)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "FlowTester was released without finish() and with an unasserted state change to CounterState(count: 1, loading: false, done: false) (path: Counter > counter). Assert them, or leave them out with the tester's exhaustivity. Call finish() at the end of the test, or use withFlowTester { }, which calls it for you."
            ] && issue.sourceLocation?.line == createdAt
        }
    }

    @Test func aRefusedBackFailsAtItsLineWithTheNavigatorsReason() async {
        let backAt = #line + 3
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.back()
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "back(count: 1) was refused: back from 'counter' is not possible: 'counter' is the only screen of the base stack; the path stays Counter > counter."
            ] && issue.sourceLocation?.line == backAt
        }
    }

    @Test func aRefusedSystemBackFailsWithTheNavigatorsReason() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.systemBack()
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "systemBack() was refused: a system back was reported, but the host model [counter] has nothing to go back to."
            ]
        }
    }

    @Test func aPendingEffectFailsWhenTheTesterFinishes() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.wait)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "FlowTester finished with 1 effect(s) still running (path: Counter > counter). Assert them, or leave them out with the tester's exhaustivity."
            ]
        }
    }

    @Test func aPendingEffectPassesWhenEffectsAreLeftOut() async {
        await withFlowTester(makeCounterFlow(), exhaustivity: .all.subtracting(.effects)) { tester in
            tester.send(.wait)
        }
    }

    @Test func anUnhandledActionFailsAtItsLine() async {
        let sentAt = #line + 3
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.ignored)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "send(ignored) was not handled: the state, effects, outputs and path stayed the same (path: Counter > counter). Send an action the flow handles in this state, or leave .unhandledActions out of the tester's exhaustivity."
            ] && issue.sourceLocation?.line == sentAt
        }
    }

    @Test func anUnhandledActionPassesWhenLeftOut() async {
        await withFlowTester(makeCounterFlow(), exhaustivity: .all.subtracting(.unhandledActions)) { tester in
            tester.send(.ignored)
        }
    }

    @Test func aLoggedFlowErrorFailsWhenTheTesterFinishes() async {
        await withKnownIssue {
            await withFlowTester(makePickyFlow()) { tester in
                tester.send(.increment) { $0.count = 1 }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "FlowTester finished with routing errors: error[no-matching-rule]: Flow 'Picky' has no rule for state CounterState(count: 1, loading: false, done: false). Add a rule whose condition holds for it, or end the router with a catch-all rule such as addFinish({ _ in true }). (path: Picky > counter). Assert them, or leave them out with the tester's exhaustivity."
            ]
        }
    }

    @Test func aLoggedFlowErrorPassesWhenErrorsAreLeftOut() async {
        await withFlowTester(makePickyFlow(), exhaustivity: .all.subtracting(.errors)) { tester in
            tester.send(.increment) { $0.count = 1 }
        }
    }

    @Test func anUnassertedReceivedActionFailsWhenTheTesterFinishes() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.load) { $0.loading = true }
                await tester.settle()
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "FlowTester finished with an unasserted state change to CounterState(count: 42, loading: false, done: false) and unasserted received actions [\"loaded(42)\"] (path: Counter > counter). Assert them, or leave them out with the tester's exhaustivity."
            ]
        }
    }

    @Test func aReceivedActionIsAssertedWithItsStateChange() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.send(.load) { $0.loading = true }
            await tester.receive(.loaded(42)) {
                $0.loading = false
                $0.count = 42
            }
        }
    }

    @Test func aWrongReceivedActionShowsExpectedAndActual() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.load) { $0.loading = true }
                await tester.receive(.loaded(7))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The received action differs.\n  expected: loaded(7)\n  actual:   loaded(42)"
            ]
        }
    }

    @Test func aReceiveWithNoActionFailsAfterItsTimeout() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                await tester.receive(.loaded(1), timeout: .milliseconds(20))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "receive(loaded(1)): no action arrived from an effect within 0.02 seconds (0 effect(s) running, path: Counter > counter)."
            ]
        }
    }

    @Test func anUnassertedOutputFails() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow(), exhaustivity: .all.subtracting(.transitions)) { tester in
                tester.send(.finish) { $0.done = true }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "FlowTester finished with unasserted outputs [\"0\"] (path: <finished>). Assert them, or leave them out with the tester's exhaustivity."
            ]
        }
    }

    @Test func aWrongPathFailsAtItsLine() async {
        let expectedAt = #line + 3
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.expect(path: "Counter > elsewhere")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The path differs.\n  expected: Counter > elsewhere\n  actual:   Counter > counter"
            ] && issue.sourceLocation?.line == expectedAt
                && issue.sourceLocation?.fileID == "FlowTestingTests/FlowTesterFailureTests.swift"
        }
    }

    @Test func thePathIsAssertableAsValues() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.expect(flows: ["Counter"], screen: "counter")
        }
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.expect(flows: ["Counter", "Child"], screen: nil)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The path differs.\n  expected: flows [\"Counter\", \"Child\"], screen none\n  actual:   flows [\"Counter\"], screen counter"
            ]
        }
    }

    @Test func aSettleThatTimesOutNamesTheRunningEffects() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow(), exhaustivity: .all.subtracting(.effects)) { tester in
                tester.send(.wait)
                await tester.settle(timeout: .milliseconds(20))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "settle(): 1 effect(s) still running after 0.02 seconds at Counter > counter. Make the fake service answer, or cancel the effect."
            ]
        }
    }
}
