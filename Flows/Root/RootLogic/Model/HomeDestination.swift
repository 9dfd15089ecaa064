/// Where the home screen sends the rider.
public enum HomeDestination: String, Hashable, Sendable, Codable, CaseIterable {
    /// Requesting or following a ride.
    case ride
    /// The rider's profile.
    case profile
    /// Choosing a payment method.
    case payments
}
