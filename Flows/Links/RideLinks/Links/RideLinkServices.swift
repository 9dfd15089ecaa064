import OnboardingService
import PaymentsFlow
import PaymentsService
import ProfileService
import RootService
import ServiceLocator

/// The services the ride app's links open flows with.
///
/// The defaults resolve them through the service locator, as the root flow does; tests pass
/// in-memory ones.
@MainActor
public struct RideLinkServices {
    /// The signed-in account; `requiresAuth` checks it and sign-up saves to it.
    public var accounts: any AccountStoring
    /// Texts and checks the sign-up code.
    public var verifier: any PhoneVerifying
    /// Loads and saves profiles.
    public var profiles: any ProfileStoring
    /// Builds the payments flow each time a link opens it; apps pass one that attaches plugins.
    public var makePayments: @MainActor () -> PaymentsFlow

    /// Creates the services; each one not given is resolved through the service locator.
    public init(
        accounts: any AccountStoring = bind((any AccountStoring).self, lifetime: .cached) { InMemoryAccountStore() },
        verifier: any PhoneVerifying = bind((any PhoneVerifying).self, lifetime: .cached) { InMemoryPhoneVerifier() },
        profiles: any ProfileStoring = bind((any ProfileStoring).self, lifetime: .cached) { InMemoryProfileStore() },
        makePayments: @escaping @MainActor () -> PaymentsFlow = RideLinkServices.defaultPayments
    ) {
        self.accounts = accounts
        self.verifier = verifier
        self.profiles = profiles
        self.makePayments = makePayments
    }

    /// The payments flow with its methods from the service locator and no plugins.
    public static func defaultPayments() -> PaymentsFlow {
        PaymentsFlow.make(
            service: bind((any PaymentMethodsProviding).self, lifetime: .cached) { InMemoryPaymentMethods() })
    }
}
