import RideLogic

/// What the viewless ride flow routes on: is a trip in progress, and is the rider done.
public struct RideState: Hashable, Sendable, Codable {
    /// Whether the booking service has a trip in progress.
    public var hasActiveTrip: Bool
    /// The trip that ended, if one did.
    public var lastTrip: Trip?
    /// Whether the rider is done: the trip ended, or the request was left.
    public var isFinished: Bool

    /// Creates a state.
    public init(hasActiveTrip: Bool, lastTrip: Trip? = nil, isFinished: Bool = false) {
        self.hasActiveTrip = hasActiveTrip
        self.lastTrip = lastTrip
        self.isFinished = isFinished
    }
}
