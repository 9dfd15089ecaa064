import RideLogic

/// What the rider has asked for so far; the request flow's router picks the screen from it.
public struct RequestState: Hashable, Sendable, Codable {
    /// The pickup as last typed.
    public var pickup: String
    /// The drop-off as last typed.
    public var dropoff: String
    /// The price offered for the route, once asked for.
    public var quote: Quote?
    /// The trip, once booked.
    public var booked: Trip?
    /// Whether the rider left without booking.
    public var isCancelled: Bool
    /// The message of the last refused input or failed call, shown on the current screen.
    public var error: String?

    /// Creates a state; the defaults start an empty request.
    public init(
        pickup: String = "", dropoff: String = "", quote: Quote? = nil, booked: Trip? = nil, isCancelled: Bool = false,
        error: String? = nil
    ) {
        self.pickup = pickup
        self.dropoff = dropoff
        self.quote = quote
        self.booked = booked
        self.isCancelled = isCancelled
        self.error = error
    }
}
