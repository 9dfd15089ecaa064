import FlowCore
import RideLogic

extension TripState: VerifiableState {
    /// No trip, one under way, one completed; cancelled or not, closed or not.
    public static var verificationSpace: StateSpace<TripState> {
        StateSpace(TripState(trip: nil))
            .varying(
                \.trip,
                over: [nil, Trip.verificationSample(.driverOnTheWay(minutes: 3)), Trip.verificationSample(.completed)]
            )
            .varying(\.isCancelled)
            .varying(\.isClosed)
    }
}
