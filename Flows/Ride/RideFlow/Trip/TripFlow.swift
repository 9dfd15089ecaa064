import FlowCore
import RideLogic
import RideService
import RideUI

/// Follows a booked trip until arrival; finishes with the trip, or `nil` when it was cancelled.
public typealias TripFlow = Flow<TripState, TripAction, Trip?>

extension Flow where State == TripState, Action == TripAction, Output == Trip? {
    /// Builds the trip flow for the booking service's active trip.
    ///
    /// ```swift
    /// let navigator = Navigator(root: TripFlow.make(booking: booking))
    /// navigator.start()
    /// print(navigator.path)  // Trip > trip
    /// ```
    ///
    /// - Parameter booking: follows and cancels the trip.
    public static func make(booking: any RideBooking) -> TripFlow {
        TripFlow(
            "Trip", initialState: TripState(trip: booking.activeTrip()),
            output: { $0.isCancelled ? nil : $0.trip },
            reducer: { state, action in reduce(&state, action, booking: booking) }
        ) { router in
            router.addFinish({ $0.trip == nil || $0.isCancelled || $0.isClosed }, name: "done")
            // The ride is booked: no back. Cancelling tells the booking service, so it is a button, not a gesture.
            router.addScreen({ $0.trip?.status != .completed }, name: "on trip", back: .disabled) { state, send in
                TripScreen(trip: state.trip!, wait: { send(.wait) }, cancel: { send(.cancel) })
            }
            // Arrival is final: it replaces the trip screen, and back closes it as its button does.
            router.addScreen({ _ in true }, name: "arrived", presentation: .replace, back: .send(.done)) {
                state, send in
                ArrivedScreen(trip: state.trip!) { send(.done) }
            }
        }
    }

    /// The name of the refresh in flight: a second wait replaces it, and cancelling the trip stops it.
    static var refreshEffect: EffectID { "trip-refresh" }

    /// The trip reducer: moves the trip on, cancels it, closes it.
    static func reduce(_ state: inout TripState, _ action: TripAction, booking: any RideBooking) -> Effect<TripAction> {
        guard let trip = state.trip else { return .none }
        switch action {
        case .wait:
            // Only the latest refresh may move the trip: an older answer would show a stale status.
            return .run(id: refreshEffect) { send in await send(.moved(await booking.refresh(trip))) }
        case .moved(let moved):
            state.trip = moved
        case .cancel:
            guard trip.status.isCancellable else { return .none }
            // A refresh that answers while the cancellation is under way must not move the trip on.
            return .merge(
                .cancel(id: refreshEffect),
                .run { send in
                    await booking.cancel(trip)
                    await send(.cancelled)
                })
        case .cancelled:
            state.isCancelled = true
        case .done:
            state.isClosed = true
        }
        return .none
    }
}
