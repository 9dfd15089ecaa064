import FlowCore
import RootLogic

/// The home screen as a platform-neutral value.
public enum HomeScreens {
    /// Starts a ride.
    public static let requestRide = "request-ride"
    /// Opens the rider's profile.
    public static let openProfile = "open-profile"
    /// Opens the payment methods.
    public static let openPayments = "open-payments"

    /// Greets the rider and offers a ride, payments and the profile.
    ///
    /// - Parameters:
    ///   - account: the signed-in account.
    ///   - lastRide: a sentence about the last ride, if there was one.
    ///   - paymentMethod: the chosen payment method, if one was chosen.
    public static func home(account: Account, lastRide: String?, paymentMethod: String?) -> Screen {
        var body = ["Signed in as \(account.email)."]
        if let lastRide { body.append(lastRide) }
        if let paymentMethod { body.append("Paying with \(paymentMethod).") }
        return Screen(
            id: "home",
            title: "Where are you going today?",
            body: body,
            actions: [.init(id: requestRide, title: "Get a ride")]
                + [
                    .init(id: openPayments, title: "Payment", isPrimary: false),
                    .init(id: openProfile, title: "Profile", isPrimary: false),
                ]
        )
    }
}
