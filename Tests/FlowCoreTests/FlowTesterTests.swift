import FlowCore
import FlowTesting
import Testing

@Suite @MainActor struct FlowTesterTests {
    @Test func anUnassertedTransitionFailsTheNextStep() {
        withKnownIssue {
            let tester = FlowTester(makeCheckoutFlow())
            tester.send("add")
            tester.send("help")
            tester.skipTransitions()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Before send(\"help\"): unasserted transitions [\"push cart -> street\"] (path: Checkout > Address > street). Assert them with expect(transitions:) / expect(output:), or skip them."
            ]
        }
    }

    @Test func aWrongPathShowsExpectedAndActual() {
        withKnownIssue {
            let tester = FlowTester(makeCheckoutFlow())
            tester.expect(path: "Checkout > pay")
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The path differs.\n  expected: Checkout > pay\n  actual:   Checkout > cart"
            ]
        }
    }

    @Test func anOutputLeftUnassertedFailsWhenTheTesterFinishes() {
        withKnownIssue {
            let tester = FlowTester(makeCheckoutFlow())
            tester.update { $0 = CheckoutState(items: 1, address: "x", paid: true) }
            tester.skipTransitions()
            tester.finish()
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "FlowTester finished with unasserted outputs [\"true\"] (path: <finished>). Assert them with expect(transitions:) / expect(output:), or skip them."
            ]
        }
    }

    @Test func aNonExhaustiveTesterLetsEffectsPass() {
        let tester = FlowTester(makeCheckoutFlow(), exhaustive: false)
        tester.send("add")
        tester.send("help")
        tester.expect(path: "Checkout > help")
    }
}
