import RideLogic

/// What the request screens and their effects tell the request flow.
public enum RequestAction: Hashable, Sendable {
    /// The rider asked for a price; `nil` keeps what was typed before.
    case getQuote(pickup: String?, dropoff: String?)
    /// The service priced the ride.
    case quoted(Quote)
    /// Pricing or booking failed with this message.
    case failed(String)
    /// The rider wants to edit the addresses again (the change button, or back from the price).
    case changeRoute
    /// The rider booked the quoted ride.
    case confirm
    /// The service booked the ride.
    case booked(Trip)
    /// The rider left the request (the cancel button, or back from its first screen).
    case cancel
}
