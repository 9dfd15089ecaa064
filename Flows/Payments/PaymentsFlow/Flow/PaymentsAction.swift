import PaymentsLogic

/// What the payments screens tell the payments flow.
public enum PaymentsAction: Hashable, Sendable {
    /// The rider chose how to pay.
    case select(PaymentMethod)
}
