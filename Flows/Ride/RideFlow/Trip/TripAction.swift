import RideLogic

/// What the trip screens and their effects tell the trip flow.
public enum TripAction: Hashable, Sendable {
    /// The rider let a minute pass.
    case wait
    /// The service reported the trip's new status.
    case moved(Trip)
    /// The rider cancelled the trip.
    case cancel
    /// The service cancelled it.
    case cancelled
    /// The rider closed the arrival screen (its button, or back).
    case done
}
