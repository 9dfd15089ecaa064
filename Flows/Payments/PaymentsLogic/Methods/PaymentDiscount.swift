/// A price reduction applied to the ride, from any source (a promotion, a plugin), by percent.
public struct PaymentDiscount: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// The discount's id; applying a discount with the same id replaces the earlier one.
    public var id: String
    /// The label shown to the rider, e.g. `RIDE10`.
    public var label: String
    /// The reduction, from 1 to 100 percent.
    public var percentOff: Int

    /// Creates a discount.
    public init(id: String, label: String, percentOff: Int) {
        precondition((1...100).contains(percentOff), "A discount must take 1 to 100 percent off, not \(percentOff).")
        self.id = id
        self.label = label
        self.percentOff = percentOff
    }

    /// E.g. `RIDE10 (-10%)`.
    public var description: String { "\(label) (-\(percentOff)%)" }
}

extension [PaymentDiscount] {
    /// Adds `discount`, replacing any discount with the same id.
    public mutating func apply(_ discount: PaymentDiscount) {
        removeAll { $0.id == discount.id }
        append(discount)
    }
}
