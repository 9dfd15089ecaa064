import FlowCore
import FlowTesting
import Testing

@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTesterTests {
    @Test func anUnassertedTransitionFailsTheNextStep() async {
        await withKnownIssue {
            await withFlowTester(makeCheckoutFlow()) { tester in
                tester.send(.add) { $0.items = 1 }
                tester.send(.help) { $0.showsHelp = true }
                tester.skipTransitions()
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Before send(help): unasserted transitions [\"push cart -> street\"] (path: Checkout > Address > street). Assert them, or leave them out with the tester's exhaustivity."
            ]
        }
    }

    @Test func anUnassertedStateChangeFails() async {
        await withKnownIssue {
            await withFlowTester(makeCheckoutFlow(), exhaustivity: .stateChanges) { tester in
                tester.send(.add)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "send(add) changed the state, which the test did not assert.\n  expected: CheckoutState(items: 0, address: nil, paid: false, showsHelp: false)\n  actual:   CheckoutState(items: 1, address: nil, paid: false, showsHelp: false)"
            ]
        }
    }

    @Test func aWrongStateAssertionShowsExpectedAndActual() async {
        await withKnownIssue {
            await withFlowTester(makeCheckoutFlow(), exhaustivity: .none) { tester in
                tester.send(.add) { $0.items = 2 }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "send(add) left a different state.\n  expected: CheckoutState(items: 2, address: nil, paid: false, showsHelp: false)\n  actual:   CheckoutState(items: 1, address: nil, paid: false, showsHelp: false)"
            ]
        }
    }

    @Test func aWrongPathShowsExpectedAndActual() async {
        await withKnownIssue {
            await withFlowTester(makeCheckoutFlow()) { tester in
                tester.expect(path: "Checkout > pay")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The path differs.\n  expected: Checkout > pay\n  actual:   Checkout > cart"
            ]
        }
    }

    @Test func anOutputLeftUnassertedFailsWhenTheTesterFinishes() async {
        await withKnownIssue {
            await withFlowTester(makeCheckoutFlow()) { tester in
                tester.update { $0 = CheckoutState(items: 1, address: "x", paid: true) }
                tester.skipTransitions()
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "FlowTester finished with unasserted outputs [\"true\"] (path: <finished>). Assert them, or leave them out with the tester's exhaustivity."
            ]
        }
    }

    @Test func aRoutingErrorFailsTheTest() async {
        let flow = Flow<Int, Int, Void>(
            "Picky", initialState: 0,
            reducer: { state, action in
                state = action
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "zero") { _, _ in FormScreen(id: "zero", title: "") }
        }
        await withKnownIssue {
            await withFlowTester(flow) { tester in
                tester.send(7) { $0 = 7 }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).first?.hasPrefix(
                "FlowTester finished with routing errors: error[no-matching-rule]: Flow 'Picky' has no rule for state 7."
            )
                == true
        }
    }

    @Test func aNonExhaustiveTesterLetsEverythingPass() async {
        await withFlowTester(makeCheckoutFlow(), exhaustivity: .none) { tester in
            tester.send(.add)
            tester.send(.help)
            tester.expect(path: "Checkout > help")
        }
    }
}
