/// What the payments flow hands back: the chosen method and the discounts applied while choosing.
public struct PaymentSelection: Hashable, Sendable, CustomStringConvertible {
    /// The chosen payment method.
    public var method: PaymentMethod
    /// The discounts applied, oldest first.
    public var discounts: [PaymentDiscount]

    /// Creates a selection.
    public init(method: PaymentMethod, discounts: [PaymentDiscount] = []) {
        self.method = method
        self.discounts = discounts
    }

    /// E.g. `Visa •• 4242` or `Visa •• 4242 with RIDE10 (-10%)`.
    public var description: String {
        discounts.isEmpty
            ? method.title : "\(method.title) with \(discounts.map(\.description).joined(separator: ", "))"
    }
}
