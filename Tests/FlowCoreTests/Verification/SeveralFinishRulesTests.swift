import FlowCore
import Testing

/// A flow with several finish rules (paid, cancelled) finishes when any of them wins somewhere in
/// the space; only when none does is it reported as never finishing.
@Suite @MainActor struct SeveralFinishRulesTests {
    struct PaymentState: Hashable, Sendable {
        var paid = false
        var cancelled = false
    }

    func makePayment() -> Flow<PaymentState, Never, Bool> {
        Flow("Payment", initialState: PaymentState(), output: { $0.paid }) { router in
            router.addScreen({ !$0.paid && !$0.cancelled }, name: "pay") { _, _ in FormScreen(id: "pay", title: "Pay") }
            router.addFinish({ $0.paid }, name: "paid")
            router.addFinish({ $0.cancelled }, name: "cancelled")
        }
    }

    @Test func oneFinishRuleThatWinsIsEnoughForTheFlowToFinish() throws {
        let report = try verify(makePayment(), over: StateSpace(PaymentState()).varying(\.paid))
        #expect(report.findings.map { "\($0.kind) \($0.rule ?? "-")" } == ["never-selected cancelled"])
    }

    @Test func whenNoFinishRuleWinsTheFindingNamesThemAll() {
        let report = verify(makePayment(), over: [PaymentState()])
        #expect(
            report.findings.map { "\($0.kind) \($0.rule ?? "-")" }
                == ["never-selected paid", "never-selected cancelled", "never-finishes -"])
        #expect(
            report.findings.last?.message
                == "Flow 'Payment' finished in none of the 1 states: rule \"paid\", rule \"cancelled\" never won. Include the states in which it is done, or fix the finish rule's condition."
        )
    }
}
