import FlowCore
import RootLogic

/// Greets the rider and offers a ride, payments and the profile.
public struct HomeScreen: Screen {
    /// The signed-in account.
    public var account: Account
    /// A sentence about the last ride, if there was one.
    public var lastRide: String?
    /// The chosen payment method, if one was chosen.
    public var paymentMethod: String?
    /// Starts a ride.
    public var requestRide: @MainActor @Sendable () -> Void
    /// Opens the payment methods.
    public var openPayments: @MainActor @Sendable () -> Void
    /// Opens the rider's profile.
    public var openProfile: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        account: Account, lastRide: String?, paymentMethod: String?,
        requestRide: @escaping @MainActor @Sendable () -> Void,
        openPayments: @escaping @MainActor @Sendable () -> Void,
        openProfile: @escaping @MainActor @Sendable () -> Void
    ) {
        self.account = account
        self.lastRide = lastRide
        self.paymentMethod = paymentMethod
        self.requestRide = requestRide
        self.openPayments = openPayments
        self.openProfile = openProfile
    }
}

extension HomeScreen: FormRepresentable {
    /// The screen as a terminal form: `request-ride`, `open-payments` and `open-profile` buttons.
    public var form: FormScreen {
        var body = ["Signed in as \(account.email)."]
        if let lastRide { body.append(lastRide) }
        if let paymentMethod { body.append("Paying with \(paymentMethod).") }
        return FormScreen(
            id: screenID,
            title: "Where are you going today?",
            body: body,
            actions: [
                .init(id: "request-ride", title: "Get a ride") { _ in requestRide() },
                .init(id: "open-payments", title: "Payment", isPrimary: false) { _ in openPayments() },
                .init(id: "open-profile", title: "Profile", isPrimary: false) { _ in openProfile() },
            ]
        )
    }
}
