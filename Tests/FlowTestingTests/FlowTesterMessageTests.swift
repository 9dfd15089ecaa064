import FlowCore
import FlowTesting
import Synchronization
import Testing

/// What each FlowTester assertion says when it fails the way a user's test would: half a path
/// right, a wrong state after a received action, a routing error met by two checks.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterMessageTests {
    @Test func aPathWithTheRightFlowsButAnotherScreenFails() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.expect(flows: ["Counter"], screen: "help")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The path differs.\n  expected: flows [\"Counter\"], screen help\n  actual:   flows [\"Counter\"], screen counter"
            ]
        }
    }

    @Test func aPathWithTheRightScreenButOtherFlowsFails() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.expect(flows: ["Root", "Counter"], screen: "counter")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The path differs.\n  expected: flows [\"Root\", \"Counter\"], screen counter\n  actual:   flows [\"Counter\"], screen counter"
            ]
        }
    }

    @Test func aReceivedActionWithTheWrongStateChangeFailsAtTheReceive() async {
        let receivedAt = #line + 4
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.load) { $0.loading = true }
                await tester.receive(.loaded(42)) { $0.count = 42 }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "receive(loaded(42)) left a different state.\n  expected: CounterState(count: 42, loading: true, done: false)\n  actual:   CounterState(count: 42, loading: false, done: false)"
            ] && issue.sourceLocation?.line == receivedAt
        }
    }

    @Test func aReceivedActionThatChangedTheStateUnassertedFails() async {
        await withKnownIssue {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.send(.load) { $0.loading = true }
                await tester.receive(.loaded(42))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "receive(loaded(42)) changed the state, which the test did not assert.\n  expected: CounterState(count: 0, loading: true, done: false)\n  actual:   CounterState(count: 42, loading: false, done: false)"
            ]
        }
    }

    @Test func eachRoutingErrorIsReportedOnce() async {
        let issues = Mutex<[String]>([])
        var logged: [String] = []
        await withKnownIssue {
            await withFlowTester(makePickyFlow(), exhaustivity: .all.subtracting(.unhandledActions)) { tester in
                tester.send(.increment) { $0.count = 1 }  // no rule for a count of 1: a routing error is logged
                tester.send(.ignored)  // reports it before it runs
                logged = tester.navigator.log.events.compactMap { event in
                    if case .error(let error) = event.kind { error.description } else { nil }
                }
            }  // finish() reports only what was logged since
        } matching: { issue in
            issues.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        let error =
            "error[no-matching-rule]: Flow 'Picky' has no rule for state CounterState(count: 1, loading: false, done: false). Add a rule whose condition holds for it, or end the router with a catch-all rule such as addFinish({ _ in true })."
        #expect(logged == [error, error], "send(ignored) routes the flow again, which logs the error again")
        #expect(
            issues.withLock { $0 } == [
                "Before send(ignored): routing errors: \(error) (path: Picky > counter). Assert them, or leave them out with the tester's exhaustivity.",
                "FlowTester finished with routing errors: \(error) (path: Picky > counter). Assert them, or leave them out with the tester's exhaustivity.",
            ])
    }

    /// Two screens, `first` and `second`, then done with the number of steps taken.
    static func makeSteps() -> Flow<Int, Bool, Int> {
        Flow(
            "Steps", initialState: 0, output: { $0 },
            reducer: { step, forward in
                step += forward ? 1 : 0
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "first") { _, _ in FormScreen(id: "first", title: "First") }
            router.addScreen({ $0 == 1 }, name: "second") { _, _ in FormScreen(id: "second", title: "Second") }
            router.addFinish({ _ in true }, name: "done")
        }
    }

    @Test func theTransitionsAndTheOutputAssertedAsTheyHappenedPass() async {
        await withFlowTester(Self.makeSteps()) { tester in
            tester.send(true) { $0 = 1 }
            tester.expect(transitions: ["push first -> second"])
            tester.send(true) { $0 = 2 }
            tester.skipTransitions()
            tester.expect(output: 2)
        }
    }

    @Test func theHostOperationsAssertedAsValuesPass() async {
        await withFlowTester(Self.makeSteps()) { tester in
            tester.send(true) { $0 = 1 }
            tester.expect(hostOperations: [(.push, "first", "second")])
        }
    }

    @Test func otherTransitionsFailWithBothLists() async {
        await withKnownIssue {
            await withFlowTester(Self.makeSteps()) { tester in
                tester.send(true) { $0 = 1 }
                tester.expect(transitions: ["present first -> second"])
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The transitions differ.\n  expected: [\"present first -> second\"]\n  actual:   [\"push first -> second\"]\n  path:     Steps > second"
            ]
        }
    }

    @Test func otherHostOperationsFailWhateverPartDiffers() async {
        let wrong: [[(kind: Transition.Kind, from: ScreenID?, to: ScreenID?)]] = [
            [(.present, "first", "second")], [(.push, "second", "second")], [(.push, "first", "first")], [],
        ]
        for expected in wrong {
            await withKnownIssue {
                await withFlowTester(Self.makeSteps()) { tester in
                    tester.send(true) { $0 = 1 }
                    tester.expect(hostOperations: expected)
                }
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("The transitions differ.") == true
                    && issue.comments.first?.rawValue.hasSuffix("actual:   [\"push first -> second\"]") == true
            }
        }
    }

    @Test func anotherOutputFailsWithBoth() async {
        await withKnownIssue {
            await withFlowTester(Self.makeSteps(), exhaustivity: .all.subtracting(.transitions)) { tester in
                tester.send(true) { $0 = 1 }
                tester.send(true) { $0 = 2 }
                tester.expect(output: 3)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["The output differs.\n  expected: 3\n  actual:   2"]
        }
    }

    @Test func aWrongAssertionFailsEvenWhenStateChangesAreLeftOut() async {
        await withKnownIssue {
            await withFlowTester(Self.makeSteps(), exhaustivity: .all.subtracting(.stateChanges)) { tester in
                tester.send(true) { $0 = 5 }
                tester.skipTransitions()
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "send(true) left a different state.\n  expected: 5\n  actual:   1"
            ]
        }
    }
}
