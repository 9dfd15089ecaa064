import PaymentsLogic
import Synchronization

/// Payment methods kept in memory, for tests, mini-apps and scripted runs.
public final class InMemoryPaymentMethods: PaymentMethodsProviding {
    /// The methods every new instance starts with: a Visa card, Apple Pay and cash.
    public static let sample: [PaymentMethod] = [
        PaymentMethod(id: "visa-4242", kind: .card, title: "Visa •• 4242"),
        PaymentMethod(id: "apple-pay", kind: .wallet, title: "Apple Pay"),
        PaymentMethod(id: "cash", kind: .cash, title: "Cash"),
    ]

    private let methods: Mutex<[PaymentMethod]>

    /// Creates a store holding `methods`.
    public init(_ methods: [PaymentMethod] = InMemoryPaymentMethods.sample) {
        self.methods = Mutex(methods)
    }

    /// The stored methods.
    public func savedMethods() -> [PaymentMethod] { methods.withLock { $0 } }

    /// Adds a method at the end, replacing one with the same id.
    public func add(_ method: PaymentMethod) {
        methods.withLock { list in
            list.removeAll { $0.id == method.id }
            list.append(method)
        }
    }
}
