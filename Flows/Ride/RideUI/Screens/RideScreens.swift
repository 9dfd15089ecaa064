import FlowCore
import RideLogic

/// The ride screens as platform-neutral values: request, confirm, trip and arrival.
public enum RideScreens {
    /// Asks for a price between the pickup and drop-off fields.
    public static let getQuote = "get-quote"
    /// Leaves the request without booking.
    public static let cancelRequest = "cancel-request"
    /// Books the quoted ride.
    public static let confirm = "confirm"
    /// Goes back to editing the addresses.
    public static let changeRoute = "change-route"
    /// Lets a minute pass on the trip (the sample's stand-in for live updates).
    public static let wait = "wait"
    /// Cancels the trip while the driver is still on the way.
    public static let cancelTrip = "cancel-trip"
    /// Closes the arrival screen.
    public static let done = "done"

    /// Asks where to be picked up and where to go.
    public static func request(pickup: String, dropoff: String, error: String? = nil) -> Screen {
        Screen(
            id: "request",
            title: "Where to?",
            body: ["Tell us where to pick you up and where you're going."] + (error.map { [$0] } ?? []),
            fields: [
                .init(id: "pickup", label: "Pickup", value: pickup, placeholder: "1 Main St"),
                .init(id: "dropoff", label: "Drop-off", value: dropoff, placeholder: "Airport"),
            ],
            actions: [
                .init(id: getQuote, title: "See price"),
                .init(id: cancelRequest, title: "Not now", isPrimary: false),
            ]
        )
    }

    /// Shows the price and asks to book.
    public static func confirm(_ quote: Quote, paymentMethod: String?, error: String? = nil) -> Screen {
        Screen(
            id: "confirm-ride",
            title: "Confirm your ride",
            body: [
                "\(quote.pickup) -> \(quote.dropoff)",
                "\(quote.price), pickup in \(quote.pickupMinutes) min"
                    + (paymentMethod.map { ", paid with \($0)" } ?? ""),
            ] + (error.map { [$0] } ?? []),
            actions: [
                .init(id: confirm, title: "Request ride"),
                .init(id: changeRoute, title: "Change route", isPrimary: false),
            ]
        )
    }

    /// Follows the trip: the driver, the car and the status.
    public static func trip(_ trip: Trip) -> Screen {
        Screen(
            id: "trip",
            title: "Your ride",
            body: [trip.status.description, "\(trip.driver) drives a \(trip.car)."],
            actions: [.init(id: wait, title: "Wait a minute")]
                + (trip.status.isCancellable ? [.init(id: cancelTrip, title: "Cancel ride", isPrimary: false)] : [])
        )
    }

    /// Says the rider arrived and what the ride cost.
    public static func arrived(_ trip: Trip) -> Screen {
        Screen(
            id: "arrived",
            title: "You've arrived",
            body: ["\(trip.quote.dropoff), \(trip.quote.price). Thanks for riding with \(trip.driver)."],
            actions: [.init(id: done, title: "Done")]
        )
    }
}
