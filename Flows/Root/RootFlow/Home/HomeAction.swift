import RootLogic

/// What the home screen and its effects tell the home flow.
public enum HomeAction: Hashable, Sendable {
    /// The rider asked for a ride.
    case requestRide
    /// The rider opened the payment methods.
    case openPayments
    /// The rider left the payment methods with back, choosing nothing.
    case closePayments
    /// The rider opened the profile; it is created from the account first if needed.
    case openProfile
    /// The rider's profile exists; show it.
    case profileReady
}
