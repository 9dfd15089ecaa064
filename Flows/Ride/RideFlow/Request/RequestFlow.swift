import FlowCore
import RideLogic
import RideService
import RideUI

/// Asks where to go, shows the price, books the ride; finishes with the trip, or `nil` when the rider leaves.
public typealias RequestFlow = Flow<RequestState, RequestAction, Trip?>

extension Flow where State == RequestState, Action == RequestAction, Output == Trip? {
    /// Builds the request flow.
    ///
    /// ```swift
    /// let navigator = Navigator(root: RequestFlow.make(booking: InMemoryRideBooking()))
    /// navigator.start()
    /// print(navigator.path)  // Request > request
    /// ```
    ///
    /// - Parameter booking: prices and books rides.
    public static func make(booking: any RideBooking) -> RequestFlow {
        RequestFlow(
            "Request", initialState: RequestState(), output: { $0.booked },
            reducer: { state, action in reduce(&state, action, booking: booking) }
        ) { router in
            router.addFinish({ $0.isCancelled }, name: "cancelled")
            router.addFinish({ $0.booked != nil }, name: "booked")
            // Back from the first screen leaves the request, as its cancel button does.
            router.addScreen({ $0.quote == nil }, name: "request", back: .send(.cancel)) { state, send in
                RequestScreen(
                    pickup: state.pickup, dropoff: state.dropoff, error: state.error,
                    getQuote: { send(.getQuote(pickup: $0, dropoff: $1)) }, cancel: { send(.cancel) })
            }
            // The rule above holds whenever there is no quote, so this one always has one.
            // Nothing is booked before the rider confirms: back edits the addresses again.
            router.addScreen({ _ in true }, name: "confirm", back: .send(.changeRoute)) { state, send in
                ConfirmRideScreen(
                    quote: state.quote!, paymentMethod: nil, error: state.error,
                    confirm: { send(.confirm) }, changeRoute: { send(.changeRoute) })
            }
        }
    }

    /// The request reducer: validates the route, prices it, books it.
    static func reduce(_ state: inout RequestState, _ action: RequestAction, booking: any RideBooking)
        -> Effect<RequestAction>
    {
        switch action {
        case .getQuote(let pickup, let dropoff):
            state.pickup = pickup ?? state.pickup
            state.dropoff = dropoff ?? state.dropoff
            let route: (pickup: String, dropoff: String)
            do {
                route = try RideValidation.route(pickup: state.pickup, dropoff: state.dropoff)
            } catch {
                state.error = error.message
                return .none
            }
            state.pickup = route.pickup
            state.dropoff = route.dropoff
            state.error = nil
            return .run { send in
                do {
                    await send(.quoted(try await booking.quote(from: route.pickup, to: route.dropoff)))
                } catch {
                    await send(.failed("We couldn't price this ride (\(error)). Try again in a moment."))
                }
            }
        case .quoted(let quote):
            state.quote = quote
        case .failed(let message):
            state.error = message
        case .changeRoute:
            state.quote = nil
            state.error = nil
        case .confirm:
            guard let quote = state.quote else { return .none }
            return .run { send in
                do {
                    await send(.booked(try await booking.book(quote)))
                } catch {
                    await send(.failed("We couldn't book this ride (\(error)). Try again in a moment."))
                }
            }
        case .booked(let trip):
            state.booked = trip
        case .cancel:
            state.isCancelled = true
        }
        return .none
    }
}
