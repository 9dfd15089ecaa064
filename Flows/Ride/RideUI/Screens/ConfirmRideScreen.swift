import FlowCore
import RideLogic

/// Shows the price and asks to book.
public struct ConfirmRideScreen: Screen {
    /// The priced ride.
    public var quote: Quote
    /// How the ride will be paid, if known.
    public var paymentMethod: String?
    /// Why the last booking failed.
    public var error: String?
    /// Books the quoted ride.
    public var confirm: @MainActor @Sendable () -> Void
    /// Goes back to editing the addresses.
    public var changeRoute: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        quote: Quote, paymentMethod: String?, error: String?,
        confirm: @escaping @MainActor @Sendable () -> Void,
        changeRoute: @escaping @MainActor @Sendable () -> Void
    ) {
        self.quote = quote
        self.paymentMethod = paymentMethod
        self.error = error
        self.confirm = confirm
        self.changeRoute = changeRoute
    }
}

extension ConfirmRideScreen: FormRepresentable {
    /// The screen as a terminal form: `confirm` and `change-route` buttons.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "Confirm your ride",
            body: [
                "\(quote.pickup) -> \(quote.dropoff)",
                "\(quote.price), pickup in \(quote.pickupMinutes) min"
                    + (paymentMethod.map { ", paid with \($0)" } ?? ""),
            ] + (error.map { [$0] } ?? []),
            actions: [
                .init(id: "confirm", title: "Request ride") { _ in confirm() },
                .init(id: "change-route", title: "Change route", isPrimary: false) { _ in changeRoute() },
            ]
        )
    }
}
