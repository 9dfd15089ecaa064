import FlowCore
import RideLogic
import RideService
import RideUI

/// Asks where to go, shows the price, books the ride; finishes with the trip, or `nil` when the rider leaves.
public typealias RequestFlow = Flow<RequestState, Trip?>

extension Flow where State == RequestState, Output == Trip? {
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
        let flow = RequestFlow("Request", initialState: RequestState(), output: { $0.booked }) { router in
            router.addRoute({ $0.isCancelled }, nil, name: "cancelled")
            router.addRoute({ $0.booked != nil }, nil, name: "booked")
            router.addRoute({ $0.quote == nil }, name: "request") {
                RideScreens.request(pickup: $0.pickup, dropoff: $0.dropoff, error: $0.error)
            }
            // The rule above holds whenever there is no quote, so this one always has one.
            router.addRoute({ _ in true }, name: "confirm") {
                RideScreens.confirm($0.quote!, paymentMethod: nil, error: $0.error)
            }
        }
        flow.onEvent { flow, event in handle(event, in: flow, booking: booking) }
        return flow
    }

    private static func handle(_ event: ScreenEvent, in flow: RequestFlow, booking: any RideBooking) -> EventHandling {
        switch event.action {
        case RideScreens.getQuote:
            let pickup = event["pickup"] ?? flow.state.pickup
            let dropoff = event["dropoff"] ?? flow.state.dropoff
            let route: (pickup: String, dropoff: String)
            do {
                route = try RideValidation.route(pickup: pickup, dropoff: dropoff)
            } catch {
                flow.update {
                    $0.pickup = pickup
                    $0.dropoff = dropoff
                    $0.error = error.message
                }
                return .handled
            }
            flow.update {
                $0.pickup = route.pickup
                $0.dropoff = route.dropoff
                $0.error = nil
            }
            flow.run { flow in
                do {
                    let quote = try await booking.quote(from: route.pickup, to: route.dropoff)
                    flow.update { $0.quote = quote }
                } catch {
                    flow.update { $0.error = "We couldn't price this ride (\(error)). Try again in a moment." }
                }
            }
        case RideScreens.changeRoute:
            flow.update {
                $0.quote = nil
                $0.error = nil
            }
        case RideScreens.confirm:
            guard let quote = flow.state.quote else { return .unhandled }
            flow.run { flow in
                do {
                    let trip = try await booking.book(quote)
                    flow.update { $0.booked = trip }
                } catch {
                    flow.update { $0.error = "We couldn't book this ride (\(error)). Try again in a moment." }
                }
            }
        case RideScreens.cancelRequest:
            flow.update { $0.isCancelled = true }
        default:
            return .unhandled
        }
        return .handled
    }
}
