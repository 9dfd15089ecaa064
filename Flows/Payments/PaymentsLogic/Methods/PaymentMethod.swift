/// A saved way to pay: a card, a wallet or cash.
public struct PaymentMethod: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// The kind of payment method.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A credit or debit card.
        case card
        /// A digital wallet.
        case wallet
        /// Cash handed to the driver.
        case cash
    }

    /// The method's id, unique among the rider's methods, e.g. `visa-4242`.
    public var id: String
    /// The kind of method.
    public var kind: Kind
    /// The name shown in lists, e.g. `Visa •• 4242`.
    public var title: String

    /// Creates a payment method.
    public init(id: String, kind: Kind, title: String) {
        self.id = id
        self.kind = kind
        self.title = title
    }

    /// The title.
    public var description: String { title }
}
