import PaymentsLogic

/// Knows the rider's saved payment methods.
///
/// Resolve it through the service locator; tests and mini-apps use ``InMemoryPaymentMethods``.
public protocol PaymentMethodsProviding: Sendable {
    /// The saved methods, in the order the rider sees them.
    func savedMethods() -> [PaymentMethod]
}
