import FlowCore
import FlowTesting
import Testing

/// A back step of the tester first reports what the test left unasserted, as every other step
/// does: a routing error met before `back(count:)` or `back(to:)` is named before the back runs.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterBackPendingTests {
    static let error =
        "error[no-matching-rule]: Flow 'Picky' has no rule for state CounterState(count: 1, loading: false, done: false). Add a rule whose condition holds for it, or end the router with a catch-all rule such as addFinish({ _ in true })."

    @Test func backCountReportsAnUnassertedRoutingErrorFirst() async {
        let messages = await recordedMessages {
            await withFlowTester(makePickyFlow(), exhaustivity: .all.subtracting(.unhandledActions)) { tester in
                tester.send(.increment) { $0.count = 1 }
                tester.back(count: 1)
            }
        }
        #expect(
            messages.first
                == "Before back(count: 1): routing errors: \(Self.error) (path: Picky > counter). Assert them, or leave them out with the tester's exhaustivity."
        )
    }

    @Test func backToReportsAnUnassertedRoutingErrorFirst() async {
        let messages = await recordedMessages {
            await withFlowTester(makePickyFlow(), exhaustivity: .all.subtracting(.unhandledActions)) { tester in
                tester.send(.increment) { $0.count = 1 }
                tester.back(to: .screen("counter"))
            }
        }
        #expect(
            messages.first
                == "Before back(to: screen 'counter'): routing errors: \(Self.error) (path: Picky > counter). Assert them, or leave them out with the tester's exhaustivity."
        )
    }
}
