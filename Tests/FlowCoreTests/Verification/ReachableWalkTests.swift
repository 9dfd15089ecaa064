import FlowCore
import Testing

/// A counter whose only action adds one, with screens for 0, 1 and 2: 3 is reachable and matches no rule.
@MainActor
func makeCounterFlow(finishAt: Int? = nil) -> Flow<Int, Bool, Int> {
    Flow(
        "Counter", initialState: 0, output: { $0 },
        reducer: { count, add in
            if add { count += 1 }
            return .none
        }
    ) { router in
        router.addScreen({ $0 == 0 }, name: "zero") { _, send in form("zero", send) }
        router.addScreen({ $0 == 1 }, name: "one") { _, send in form("one", send) }
        router.addScreen({ $0 == 2 }, name: "two") { _, send in form("two", send) }
        router.addFinish({ $0 == (finishAt ?? -1) }, name: "done")
    }
}

@Suite @MainActor struct ReachableWalkTests {
    @Test func aReachedStateThatMatchesNoRuleIsADeadEndEvenOutsideTheStateSpace() throws {
        let report = verify(
            makeCounterFlow(finishAt: 9), over: [0, 1, 2, 9], actions: [true], maximumReachableStates: 4)
        #expect(report.reachableStates == 4)
        #expect(report.reachableWalkComplete == false)
        #expect(
            report.findings.map(\.description) == [
                "Counter: warning[dead-end]: Flow 'Counter': its actions reach a state in which no rule holds, e.g. 3 after true, true, true; a navigator stops there with no-matching-rule. Add a rule for it, or keep the reducer from reaching it.",
                "ReachableWalkTests.swift:17: warning[unreachable-rule]: Flow 'Counter', rule \"done\": no state its actions reach from 0 finishes the flow by this rule (4 states reached with 1 actions) (the walk stopped at 4 states, so this may be false). Add the action that leads there to the verification, or remove the rule.",
                "Counter: warning[incomplete-walk]: Flow 'Counter': the walk of its actions stopped at maximumReachableStates (4) with states left to explore, so rules it did not reach may still be reachable. Raise maximumReachableStates, or verify with fewer actions.",
            ])
        #expect(
            report.description.hasPrefix(
                "Counter: 4 states checked, 4 reachable by its actions (walk cut short): 3 findings"))
    }

    @Test func aWalkThatEndsBeforeItsBoundIsComplete() {
        // Without the action, the walk reaches only the initial state: the bound is never met.
        let report = verify(makeCounterFlow(), over: [0], actions: [false], maximumReachableStates: 1)
        #expect(report.reachableStates == 1)
        #expect(report.reachableWalkComplete == true)
        #expect(!report.findings.contains { $0.kind == .incompleteWalk })
    }

    @Test func flowAndFinishRulesNoActionReachesAreReported() throws {
        let report = try verify(
            makeCheckoutFlow(), over: VerificationTests.space.varying(\.address, over: [nil, "1 Main St"]),
            actions: [.help, .closeHelp])
        // The space alone finds nothing: every rule wins somewhere in it.
        #expect(report.findings.allSatisfy { $0.kind == .unreachableRule || $0.kind == .unreachableScreen })
        #expect(report.reachableWalkComplete == true)
        #expect(
            report.findings.filter { $0.kind == .unreachableRule || $0.kind == .unreachableScreen }.map(\.rule) == [
                "address", "pay", "done",
            ])
        #expect(
            report.findings.first { $0.rule == "address" }?.message
                == "Flow 'Checkout', rule \"address\": no state its actions reach from CheckoutState(items: 0, address: nil, paid: false, showsHelp: false) routes to this flow (2 states reached with 2 actions). Add the action that leads there to the verification, or remove the rule."
        )
    }

    @Test func aStateSpaceTooLargeToEnumerateIsATypedErrorNotATrap() throws {
        let space = StateSpace(0).varying(\.self, over: Array(0..<10_001)).varying(\.self, over: Array(0..<1_000))
        #expect(space.combinations == 10_001_000)
        let error = #expect(throws: StateSpaceError.self) { try verify(makeCounterFlow(), over: space) }
        #expect(
            error?.description
                == "error[state-space-too-large]: The state space has 10001000 combinations, more than the 10000000 verification enumerates. Call sampled(count:seed:) to verify a sample of it, or vary fewer fields."
        )
        #expect(throws: StateSpaceError.self) { try verify(makeCounterFlow(), over: space, actions: [true]) }
        #expect(try verify(makeCounterFlow(), over: space.sampled(count: 100, seed: 1)).statesChecked == 100)
    }
}
