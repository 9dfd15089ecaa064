import FlowCore
import RideLogic

/// Follows the trip: the driver, the car and the status.
public struct TripScreen: Screen {
    /// The trip as last reported.
    public var trip: Trip
    /// Lets a minute pass (the sample's stand-in for live updates).
    public var wait: @MainActor @Sendable () -> Void
    /// Cancels the trip while the driver is still on the way.
    public var cancel: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        trip: Trip, wait: @escaping @MainActor @Sendable () -> Void, cancel: @escaping @MainActor @Sendable () -> Void
    ) {
        self.trip = trip
        self.wait = wait
        self.cancel = cancel
    }
}

extension TripScreen: FormRepresentable {
    /// The screen as a terminal form: `wait`, and `cancel-trip` while the trip can be cancelled.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "Your ride",
            body: [trip.status.description, "\(trip.driver) drives a \(trip.car)."],
            actions: [.init(id: "wait", title: "Wait a minute") { _ in wait() }]
                + (trip.status.isCancellable
                    ? [.init(id: "cancel-trip", title: "Cancel ride", isPrimary: false) { _ in cancel() }] : [])
        )
    }
}
