/// A link named a payment method the rider has not saved.
public struct UnknownPaymentMethod: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id the link named.
    public var id: String
    /// The ids of the saved methods.
    public var saved: [String]

    /// Creates the error.
    public init(id: String, saved: [String]) {
        self.id = id
        self.saved = saved
    }

    /// E.g. `no saved payment method 'amex'; use one of visa-4242, apple-pay, cash`.
    public var description: String {
        "no saved payment method '\(id)'; use one of \(saved.joined(separator: ", "))"
    }
}
