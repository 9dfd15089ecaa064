import FlowCore
import RideLogic
import RideService
import RideUI

/// Follows the active trip to the drop-off; finishes with the completed trip, or `nil` when cancelled.
public typealias TripFlow = Flow<TripState, Trip?>

extension Flow where State == TripState, Output == Trip? {
    /// Builds the trip flow for the service's active trip.
    ///
    /// ```swift
    /// let booking = InMemoryRideBooking(activeTrip: InMemoryRideBooking.sampleTrip)
    /// let navigator = Navigator(root: TripFlow.make(booking: booking))
    /// navigator.start()
    /// print(navigator.path)  // Trip > trip
    /// ```
    ///
    /// - Parameter booking: knows the active trip and moves it on.
    public static func make(booking: any RideBooking) -> TripFlow {
        let flow = TripFlow(
            "Trip", initialState: TripState(trip: booking.activeTrip()),
            output: { $0.isCancelled ? nil : $0.trip }
        ) { router in
            router.addRoute({ $0.trip == nil || $0.isCancelled || $0.isClosed }, nil, name: "done")
            router.addRoute({ $0.trip?.status != .completed }, name: "on trip") { RideScreens.trip($0.trip!) }
            // Arrival is final: back does not return to a ride that is over.
            router.addRoute({ _ in true }, name: "arrived", presentation: .replace) { RideScreens.arrived($0.trip!) }
        }
        flow.onEvent { flow, event in
            guard let trip = flow.state.trip else { return .unhandled }
            switch event.action {
            case RideScreens.wait:
                flow.run { flow in
                    let moved = await booking.refresh(trip)
                    flow.update { $0.trip = moved }
                }
            case RideScreens.cancelTrip where trip.status.isCancellable:
                flow.run { flow in
                    await booking.cancel(trip)
                    flow.update { $0.isCancelled = true }
                }
            case RideScreens.done:
                flow.update { $0.isClosed = true }
            default:
                return .unhandled
            }
            return .handled
        }
        return flow
    }
}
