import RootLogic

/// Where the rider is going from home, and what home says about earlier trips.
public struct HomeState: Hashable, Sendable, Codable {
    /// The signed-in account.
    public var account: Account
    /// The feature the rider opened, if any.
    public var destination: HomeDestination?
    /// A sentence about the last ride.
    public var lastRide: String?
    /// The chosen payment method, once one was chosen.
    public var paymentMethod: String?

    /// Creates a state on the home screen.
    public init(
        account: Account, destination: HomeDestination? = nil, lastRide: String? = nil, paymentMethod: String? = nil
    ) {
        self.account = account
        self.destination = destination
        self.lastRide = lastRide
        self.paymentMethod = paymentMethod
    }
}
