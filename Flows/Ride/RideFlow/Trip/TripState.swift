import RideLogic

/// The trip being followed; the trip flow's router picks the screen from it.
public struct TripState: Hashable, Sendable, Codable {
    /// The trip as last refreshed; `nil` when the service had no active trip.
    public var trip: Trip?
    /// Whether the rider cancelled it.
    public var isCancelled: Bool
    /// Whether the rider closed the arrival screen.
    public var isClosed: Bool

    /// Creates a state.
    public init(trip: Trip?, isCancelled: Bool = false, isClosed: Bool = false) {
        self.trip = trip
        self.isCancelled = isCancelled
        self.isClosed = isClosed
    }
}
