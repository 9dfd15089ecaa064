/// Pure checks for the addresses of a ride request.
///
/// ```swift
/// try RideValidation.route(pickup: " 1 Main St ", dropoff: "Airport")  // ("1 Main St", "Airport")
/// try RideValidation.route(pickup: "Airport", dropoff: "airport")
/// // The drop-off 'airport' is the pickup; choose where you are going.
/// ```
public enum RideValidation {
    /// Trims both addresses and checks that they are present, short enough and different.
    ///
    /// - Throws: ``RideInputError`` naming the refused address.
    public static func route(pickup: String, dropoff: String) throws(RideInputError) -> (
        pickup: String, dropoff: String
    ) {
        let from = try address(pickup, field: .pickup)
        let to = try address(dropoff, field: .dropoff)
        guard from.lowercased() != to.lowercased() else {
            throw RideInputError(
                field: .dropoff, input: dropoff,
                message: "The drop-off '\(dropoff)' is the pickup; choose where you are going.")
        }
        return (from, to)
    }

    private static func address(_ input: String, field: RideInputError.Field) throws(RideInputError) -> String {
        let trimmed = String(input.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        let name = field == .pickup ? "pickup" : "drop-off"
        guard !trimmed.isEmpty else {
            throw RideInputError(
                field: field, input: input, message: "The \(name) is empty; type an address or a place, e.g. Airport.")
        }
        guard trimmed.count <= 60 else {
            throw RideInputError(
                field: field, input: input,
                message: "The \(name) has \(trimmed.count) characters; an address has at most 60. Shorten it.")
        }
        return trimmed
    }

    /// The price of a ride: a base fare plus an amount per character of the route, so it is repeatable.
    public static func price(pickup: String, dropoff: String) -> Money {
        Money(cents: 500 + 37 * (pickup.count + dropoff.count))
    }
}
