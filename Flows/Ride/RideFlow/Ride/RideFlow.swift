import FlowCore
import RideLogic
import RideService
import RideUI
import ServiceLocator

/// Uber's viewless Ride: routes to ``RequestFlow`` with no active trip and to ``TripFlow`` with one.
///
/// It has no screen of its own. It finishes with the completed trip, or `nil` when the rider
/// left the request or cancelled the trip.
public typealias RideFlow = Flow<RideState, Never, Trip?>

extension Flow where State == RideState, Action == Never, Output == Trip? {
    /// Builds the ride flow; the booking service comes from the service locator unless given.
    ///
    /// ```swift
    /// let navigator = Navigator(root: RideFlow.make(booking: InMemoryRideBooking()))
    /// navigator.start()
    /// print(navigator.path)  // Ride > Request > request
    /// ```
    ///
    /// - Parameter booking: prices, books and follows rides.
    public static func make(
        booking: any RideBooking = bind((any RideBooking).self, lifetime: .cached) { InMemoryRideBooking() }
    ) -> RideFlow {
        RideFlow("Ride", initialState: RideState(hasActiveTrip: booking.activeTrip() != nil), output: { $0.lastTrip }) {
            router in
            // A booked ride replaces the request: back must not lead into a request that was already booked.
            router.addFlow(
                { $0.hasActiveTrip }, name: "active trip", presentation: .replace, TripFlow.make(booking: booking)
            ) { state, trip in
                state.hasActiveTrip = false
                state.lastTrip = trip
                state.isFinished = true
            }
            router.addFlow({ !$0.isFinished }, name: "no trip", RequestFlow.make(booking: booking)) { state, trip in
                if trip == nil { state.isFinished = true }
                state.hasActiveTrip = trip != nil
            }
            router.addFinish({ _ in true }, name: "done")
        }
    }
}
