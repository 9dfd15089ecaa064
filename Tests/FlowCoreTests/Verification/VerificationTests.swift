import FlowCore
import FlowTesting
import Testing

/// A flow with one of every problem verification finds; its line numbers appear in the expected findings.
@MainActor
func makeFaultyFlow() -> Flow<CheckoutState, CheckoutAction, Bool> {
    Flow(
        "Faulty", initialState: CheckoutState(), output: { $0.paid },
        reducer: { state, action in
            switch action {
            case .add: state.items = min(state.items + 1, 2)
            case .help, .closeHelp, .pay, .emptyCart, .changeAddress: break
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.items == 0 }, name: "cart") { _, send in form("cart", send) }
        router.addScreen({ $0.items >= 0 && !$0.paid }, name: "items") { _, send in form("items", send) }
        router.addScreen({ $0.items == 1 && !$0.paid }, name: "one item") { _, send in form("one", send) }
        router.addScreen({ $0.items > 5 }, name: "bulk") { _, send in form("bulk", send) }
        router.addScreen({ $0.paid && $0.showsHelp }, name: "receipt help") { _, send in form("receipt-help", send) }
    }
}

@Suite @MainActor struct VerificationTests {
    static let space = StateSpace(CheckoutState()).varying(\.items, over: [0, 1, 2]).varying(\.paid).varying(
        \.showsHelp)

    @Test func aStateSpaceEnumeratesEveryCombination() {
        let states = Array(Self.space)
        #expect(Self.space.combinations == 12)
        #expect(states.count == 12)
        #expect(Set(states).count == 12)
        #expect(states.first == CheckoutState())
    }

    @Test func aSampledStateSpaceIsTheSameForTheSameSeed() {
        let space = StateSpace(CheckoutState()).varying(\.paid).sampling(\.items, in: 0...1_000)
        let first = Array(space.sampled(count: 50, seed: 3))
        #expect(first == Array(space.sampled(count: 50, seed: 3)))
        #expect(first != Array(space.sampled(count: 50, seed: 4)))
        #expect(first.count == 50)
        #expect(Set(first.map(\.paid)) == [false, true])
    }

    @Test func optionalAndCaseIterableFieldsAreEnumerated() {
        let space = StateSpace(AddressState()).varying(\.street, over: [nil, "1 Main St"])
        #expect(Array(space).map(\.street) == [nil, "1 Main St"])
        #expect(Array(StateSpace(Presentation.push).varying(\.self)) == [.push, .present, .replace])
    }

    @Test func everyKindOfProblemIsReportedWithItsRuleAndLine() throws {
        let report = try verify(makeFaultyFlow(), over: Self.space)
        #expect(
            report.description == """
                Faulty: 12 states checked: 4 findings
                  VerificationTests.swift:20: warning[always-shadowed]: Flow 'Faulty', rule "one item" is always shadowed: in all 2 states where it holds, rule "items" wins first. Move it before that rule, or narrow its condition.
                  VerificationTests.swift:21: warning[never-selected]: Flow 'Faulty', rule "bulk": its condition held in none of the 12 states. Widen the state space to include the states it is for, or remove the rule.
                  Faulty: warning[unmatched-state]: Flow 'Faulty': no rule holds in 2 of 12 states, e.g. CheckoutState(items: 1, address: nil, paid: true, showsHelp: false). Add a rule for them, or end the router with a catch-all rule.
                  Faulty: warning[never-finishes]: Flow 'Faulty' has no finish rule, so it can never finish and hand its output on. Add addFinish for the state in which it is done, or allow this for a root flow that runs until the app closes.
                """)
    }

    @Test func screensTheFlowsOwnActionsNeverReachAreReported() throws {
        let report = try verify(makeFaultyFlow(), over: Self.space, actions: [.add, .help])
        #expect(report.reachableStates == 3)
        #expect(
            report.findings.filter { $0.kind == .unreachableScreen }.map(\.description) == [
                "VerificationTests.swift:22: warning[unreachable-screen]: Flow 'Faulty', rule \"receipt help\": no state its actions reach from CheckoutState(items: 0, address: nil, paid: false, showsHelp: false) selects this screen (3 states reached with 2 actions). Add the action that leads there to the verification, or remove the rule."
            ])
    }

    @Test func aPluginRouteTheFlowsRulesAlwaysWinOverIsReported() throws {
        let flow = makeCheckoutFlow()
        flow.router.insertScreen(
            { $0.items == 0 && !$0.showsHelp }, name: "promo", source: "PromoPlugin", at: .before("pay")
        ) {
            _ in FormScreen(id: "promo", title: "Promo")
        }
        let report = try verify(flow, over: Self.space.varying(\.address, over: [nil, "1 Main St"]))
        #expect(
            report.findings.map(\.description) == [
                "PromoPlugin: warning[shadowed-plugin-route]: Flow 'Checkout', plugin route \"promo\" (from 'PromoPlugin') is always shadowed: in all 4 states where it holds, rule \"cart\" wins first. Move it before that rule, or narrow its condition."
            ])
    }

    @Test func aFlowThatFinishesInNoStateIsReported() {
        let report = verify(makeAddressFlow(), over: [AddressState()])
        #expect(report.findings.map(\.kind) == [.alwaysShadowed, .neverFinishes])
        #expect(
            report.findings.last?.message
                == "Flow 'Address' finished in none of the 1 states: rule \"done\" never won. Include the states in which it is done, or fix the finish rule's condition."
        )
    }

    @Test func theCheckoutFixtureVerifiesClean() throws {
        let space = Self.space.varying(\.address, over: [nil, "1 Main St"])
        expectVerified(try verify(makeCheckoutFlow(), over: space))
        expectVerified(
            try verify(makeAddressFlow(), over: StateSpace(AddressState()).varying(\.street, over: [nil, "1 Main St"])))
    }

    @Test func theTestHelperFailsOnFindingsAndOnAllowancesNothingNeeded() throws {
        let report = try verify(makeFaultyFlow(), over: Self.space)
        withKnownIssue {
            expectVerified(report, allowing: [VerificationAllowance(.neverFinishes, flow: "Faulty", because: "a test")])
        }
        withKnownIssue {
            expectVerified(
                try verify(makeCheckoutFlow(), over: Self.space.varying(\.address, over: [nil, "x"])),
                allowing: [VerificationAllowance(.neverFinishes, flow: "Checkout", because: "stale")])
        }
        let unexpected = expectVerified(
            report,
            allowing: [
                .init(.alwaysShadowed, flow: "Faulty", rule: "one item", because: "kept for the example"),
                .init(.neverSelected, flow: "Faulty", rule: "bulk", because: "kept for the example"),
                .init(.unmatchedState, flow: "Faulty", because: "kept for the example"),
                .init(.neverFinishes, flow: "Faulty", because: "kept for the example"),
            ])
        #expect(unexpected.isEmpty)
    }
}
