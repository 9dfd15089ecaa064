import FlowCore
import RideLogic

/// Says the rider arrived and what the ride cost.
public struct ArrivedScreen: Screen {
    /// The finished trip.
    public var trip: Trip
    /// Closes the screen.
    public var done: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(trip: Trip, done: @escaping @MainActor @Sendable () -> Void) {
        self.trip = trip
        self.done = done
    }
}

extension ArrivedScreen: FormRepresentable {
    /// The screen as a terminal form with a `done` button.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "You've arrived",
            body: ["\(trip.quote.dropoff), \(trip.quote.price). Thanks for riding with \(trip.driver)."],
            actions: [.init(id: "done", title: "Done") { _ in done() }]
        )
    }
}
