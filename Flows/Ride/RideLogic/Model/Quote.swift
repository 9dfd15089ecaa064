/// A price offered for a ride between two places.
public struct Quote: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where the rider is picked up.
    public var pickup: String
    /// Where the rider is going.
    public var dropoff: String
    /// The price.
    public var price: Money
    /// Minutes until a driver could arrive.
    public var pickupMinutes: Int

    /// Creates a quote.
    public init(pickup: String, dropoff: String, price: Money, pickupMinutes: Int) {
        self.pickup = pickup
        self.dropoff = dropoff
        self.price = price
        self.pickupMinutes = pickupMinutes
    }

    /// `pickup -> dropoff for $price`.
    public var description: String { "\(pickup) -> \(dropoff) for \(price)" }
}
