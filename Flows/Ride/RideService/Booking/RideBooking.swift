import RideLogic

/// Quotes, books and follows rides.
///
/// Resolve it through the service locator; tests and mini-apps mock it with ``InMemoryRideBooking``.
public protocol RideBooking: Sendable {
    /// The trip in progress, if the rider has one.
    func activeTrip() -> Trip?
    /// Prices a ride between two places.
    func quote(from pickup: String, to dropoff: String) async throws -> Quote
    /// Books the quoted ride and returns the trip.
    func book(_ quote: Quote) async throws -> Trip
    /// The trip as it stands now (a real service would poll; the sample moves a minute on).
    func refresh(_ trip: Trip) async -> Trip
    /// Cancels the trip.
    func cancel(_ trip: Trip) async
}
