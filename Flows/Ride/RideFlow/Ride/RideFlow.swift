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
            // A booked ride replaces the request, and there is no back out of it: the rider cancels
            // the trip with its own button (the booking service must hear about it), never by leaving a screen.
            router.addFlow(
                { $0.hasActiveTrip }, name: "active trip", presentation: .replace, back: .disabled,
                TripFlow.make(booking: booking)
            ) { state, trip in
                state.hasActiveTrip = false
                state.lastTrip = trip
                state.isFinished = true
            }
            // Back out of the request is decided by the request's own screens (leaving its first one cancels it).
            router.addFlow({ !$0.isFinished }, name: "no trip", RequestFlow.make(booking: booking)) { state, trip in
                if trip == nil { state.isFinished = true }
                state.hasActiveTrip = trip != nil
            }
            router.addFinish({ _ in true }, name: "done")
        }
    }
}
