import FlowCore
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import ProfileFlow
import ProfileLogic
import ProfileService
import RideFlow
import RideLogic
import RootLogic
import RootUI
import ServiceLocator

/// The signed-in app: the home screen, and the features it opens (ride, payments, profile).
public typealias HomeFlow = Flow<HomeState, HomeAction, Void>

extension Flow where State == HomeState, Action == HomeAction, Output == Void {
    /// Builds the home flow for `account`; services come from the service locator.
    ///
    /// ```swift
    /// let navigator = Navigator(root: HomeFlow.make(account: InMemoryAccountStore.sampleAccount))
    /// navigator.start()
    /// print(navigator.path)  // Home > home
    /// ```
    ///
    /// - Parameters:
    ///   - account: the signed-in account.
    ///   - profiles: where the profile is created on first visit.
    ///   - makePayments: builds the payments flow each time it opens; apps pass one that attaches plugins.
    public static func make(
        account: Account,
        profiles: any ProfileStoring = bind((any ProfileStoring).self, lifetime: .cached) { InMemoryProfileStore() },
        makePayments: @escaping @MainActor () -> PaymentsFlow = HomeFlow.defaultPayments
    ) -> HomeFlow {
        HomeFlow(
            "Home", initialState: HomeState(account: account),
            reducer: { state, action in reduce(&state, action, profiles: profiles) }
        ) { router in
            router.addFlow({ $0.destination == .ride }, name: "ride", RideFlow.make()) { state, trip in
                state.destination = nil
                if let trip {
                    state.lastRide =
                        "Your last ride: \(trip.quote.pickup) -> \(trip.quote.dropoff), \(trip.quote.price)."
                }
            }
            // Payments has no way out but a choice; back from its list returns home with nothing chosen.
            router.addFlow(
                { $0.destination == .payments }, name: "payments", back: .send(.closePayments), makePayments()
            ) { state, selection in
                state.destination = nil
                state.paymentMethod = selection.description
            }
            router.addFlow(
                { $0.destination == .profile }, name: "profile",
                ProfileFlow.make(userID: account.userID, store: profiles)
            ) { state, _ in state.destination = nil }
            router.addScreen({ _ in true }, name: "home") { state, send in
                HomeScreen(
                    account: state.account, lastRide: state.lastRide, paymentMethod: state.paymentMethod,
                    requestRide: { send(.requestRide) }, openPayments: { send(.openPayments) },
                    openProfile: { send(.openProfile) })
            }
        }
    }

    /// The home reducer: opens features, creating a new rider's profile from the account first.
    static func reduce(_ state: inout HomeState, _ action: HomeAction, profiles: any ProfileStoring) -> Effect<
        HomeAction
    > {
        switch action {
        case .requestRide: state.destination = .ride
        case .openPayments: state.destination = .payments
        case .closePayments: state.destination = nil
        case .openProfile:
            let account = state.account
            return .run { send in
                if await profiles.profile(for: account.userID) == nil {
                    await profiles.save(
                        Profile(userID: account.userID, phoneNumber: account.phoneNumber, email: account.email))
                }
                await send(.profileReady)
            }
        case .profileReady: state.destination = .profile
        }
        return .none
    }

    /// The payments flow with its service from the service locator and no plugins.
    public static func defaultPayments() -> PaymentsFlow {
        PaymentsFlow.make(
            service: bind((any PaymentMethodsProviding).self, lifetime: .cached) { InMemoryPaymentMethods() })
    }
}
