import FlowCore
import RideLogic

extension RideState: VerifiableState {
    /// With and without a trip under way, finished or not.
    public static var verificationSpace: StateSpace<RideState> {
        StateSpace(RideState(hasActiveTrip: false))
            .varying(\.hasActiveTrip)
            .varying(\.isFinished)
            .varying(\.lastTrip, over: [nil, Trip.verificationSample(.completed)])
    }
}

extension Trip {
    /// A trip for state spaces: Home to the airport, in `status`.
    static func verificationSample(_ status: Status) -> Trip {
        Trip(
            id: "trip-1", quote: Quote(pickup: "Home", dropoff: "Airport", price: Money(cents: 907), pickupMinutes: 3),
            driver: "Sam", car: "blue Prius", status: status)
    }
}
