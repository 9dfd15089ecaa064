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
public typealias HomeFlow = Flow<HomeState, Void>

extension Flow where State == HomeState, Output == Void {
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
        let flow = HomeFlow("Home", initialState: HomeState(account: account)) { router in
            router.addRoute({ $0.destination == .ride }, RideFlow.make(), name: "ride") { state, trip in
                state.destination = nil
                if let trip {
                    state.lastRide =
                        "Your last ride: \(trip.quote.pickup) -> \(trip.quote.dropoff), \(trip.quote.price)."
                }
            }
            router.addRoute({ $0.destination == .payments }, makePayments(), name: "payments") { state, selection in
                state.destination = nil
                state.paymentMethod = selection.description
            }
            router.addRoute(
                { $0.destination == .profile }, ProfileFlow.make(userID: account.userID, store: profiles),
                name: "profile"
            ) {
                state, _ in state.destination = nil
            }
            router.addRoute({ _ in true }, name: "home") {
                HomeScreens.home(
                    account: $0.account, lastRide: $0.lastRide, paymentMethod: $0.paymentMethod)
            }
        }
        flow.onEvent { flow, event in
            switch event.action {
            case HomeScreens.requestRide:
                flow.update { $0.destination = .ride }
            case HomeScreens.openPayments:
                flow.update { $0.destination = .payments }
            case HomeScreens.openProfile:
                // A rider who just signed up has no profile yet; create it from the account first.
                flow.run { flow in
                    let account = flow.state.account
                    if await profiles.profile(for: account.userID) == nil {
                        await profiles.save(
                            Profile(userID: account.userID, phoneNumber: account.phoneNumber, email: account.email))
                    }
                    flow.update { $0.destination = .profile }
                }
            default:
                return .unhandled
            }
            return .handled
        }
        return flow
    }

    /// The payments flow with its service from the service locator and no plugins.
    public static func defaultPayments() -> PaymentsFlow {
        PaymentsFlow.make(
            service: bind((any PaymentMethodsProviding).self, lifetime: .cached) { InMemoryPaymentMethods() })
    }
}
