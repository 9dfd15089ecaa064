import FlowCore
import PaymentsLogic

extension PaymentsState: VerifiableState {
    /// Nothing chosen yet, or a card chosen.
    public static var verificationSpace: StateSpace<PaymentsState> {
        StateSpace(PaymentsState())
            .varying(\.selected, over: [nil, PaymentMethod(id: "visa", kind: .card, title: "Visa ending 4242")])
    }
}
