import FlowCore
import RootLogic

extension HomeState: VerifiableState {
    /// Every destination (or none), with and without a last ride and a payment method.
    public static var verificationSpace: StateSpace<HomeState> {
        StateSpace(HomeState(account: Account(userID: "ada", phoneNumber: "+15550100", email: "ada@example.com")))
            .varying(\.destination)
            .varying(\.lastRide, over: [nil, "Your last ride: Home -> Airport, $9.07."])
            .varying(\.paymentMethod, over: [nil, "Visa"])
    }

    /// Home is the signed-in app's main screen: it never hands an output to the root.
    public static var verificationAllowances: [VerificationAllowance] {
        [VerificationAllowance(.neverFinishes, flow: "Home", because: "home stays until the app is closed")]
    }
}
