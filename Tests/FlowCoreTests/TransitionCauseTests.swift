import FlowCore
import FlowTesting
import Testing

/// Why each transition happened, as a host reads it: the rule of the flow whose state changed,
/// the presented flow that came or went, or back.
@Suite @MainActor struct TransitionCauseTests {
    func lines(_ host: RecordingHost) -> [String] {
        host.transitions.map { "\($0) (\($0.cause))" }
    }

    @Test func aPresentedFlowComesAndGoesByItsPresentation() {
        let host = RecordingHost()
        let navigator = startNavigator(makeCheckoutFlow(), host: host)
        let presentation = navigator.present(makeAddressFlow())
        presentation.dismiss()
        #expect(
            lines(host) == [
                "replace -> cart (start)",
                "present cart -> street (presentation of Address)",
                "dismiss street -> cart (presentation of Address)",
            ])
    }

    @Test func aPresentedFlowThatFinishesLeavesByItsPresentation() throws {
        let host = RecordingHost()
        let navigator = startNavigator(makeCheckoutFlow(), host: host)
        navigator.present(makeAddressFlow())
        try navigator.form?.perform(FormEvent("save", values: ["street": "9 Elm St"]))
        navigator.flush()
        #expect(
            lines(host) == [
                "replace -> cart (start)",
                "present cart -> street (presentation of Address)",
                "dismiss street -> cart (presentation of Address)",
            ])
    }

    @Test func aChildFlowComesInByItsParentsRuleAndItsOutputByTheRuleItMakesCurrent() throws {
        let checkout = makeCheckoutFlow()
        let host = RecordingHost()
        let navigator = startNavigator(checkout, host: host)
        checkout.send(.add)
        navigator.flush()
        try navigator.form?.perform(FormEvent("save", values: ["street": "9 Elm St"]))
        navigator.flush()
        #expect(navigator.back())
        #expect(
            lines(host) == [
                "replace -> cart (start)",
                #"push cart -> street (state of Checkout, rule "address")"#,
                #"push street -> pay (state of Checkout, rule "pay")"#,
                "pop pay -> street (back)",
            ])
    }
}
