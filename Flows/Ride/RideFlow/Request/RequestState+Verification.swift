import FlowCore
import RideLogic

extension RequestState: VerifiableState {
    /// Quoted or not, booked or not, cancelled or not, with and without an error.
    public static var verificationSpace: StateSpace<RequestState> {
        let trip = Trip.verificationSample(.driverOnTheWay(minutes: 3))
        return StateSpace(RequestState())
            .varying(\.quote, over: [nil, trip.quote])
            .varying(\.booked, over: [nil, trip])
            .varying(\.isCancelled)
            .varying(\.error, over: [nil, "Pickup and drop-off must differ."])
    }
}
