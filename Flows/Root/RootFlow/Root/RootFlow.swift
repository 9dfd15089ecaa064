import FlowCore
import OnboardingFlow
import OnboardingService
import PaymentsFlow
import RootLogic
import RootService
import ServiceLocator

/// The whole ride app, viewless: ``OnboardingFlow`` when there is no account, else ``HomeFlow``.
public typealias RootFlow = Flow<RootState, Never, Void>

extension Flow where State == RootState, Action == Never, Output == Void {
    /// Builds the root flow; services come from the service locator unless given.
    ///
    /// ```swift
    /// let navigator = Navigator(root: RootFlow.make(accounts: InMemoryAccountStore(), verifier: InMemoryPhoneVerifier()))
    /// navigator.start()
    /// print(navigator.path)  // Root > Onboarding > enter-phone
    /// ```
    ///
    /// - Parameters:
    ///   - accounts: the signed-in account, if any; onboarding saves the new one here.
    ///   - verifier: texts and checks the sign-up code.
    ///   - makePayments: builds the payments flow each time home opens it; apps pass one that attaches plugins.
    public static func make(
        accounts: any AccountStoring = bind((any AccountStoring).self, lifetime: .cached) { InMemoryAccountStore() },
        verifier: any PhoneVerifying = bind((any PhoneVerifying).self, lifetime: .cached) { InMemoryPhoneVerifier() },
        makePayments: @escaping @MainActor () -> PaymentsFlow = HomeFlow.defaultPayments
    ) -> RootFlow {
        RootFlow("Root", initialState: RootState(hasAccount: accounts.current != nil)) { router in
            // The store decides, not only the state: a deep link's sign-up (requiresAuth) saves the account
            // without this flow, and a restored state that says "signed in" may meet an empty store.
            router.addFlow(
                { _ in accounts.current == nil }, name: "needs onboarding",
                OnboardingFlow.make(service: verifier)
            ) { state, result in
                accounts.save(Account(signingUp: result.phoneNumber, email: result.email))
                state.hasAccount = true
            }
            router.addFlow(
                { _ in true }, name: "home", presentation: .replace,
                home(accounts: accounts, makePayments: makePayments))
        }
    }

    private static func home(
        accounts: any AccountStoring, makePayments: @escaping @MainActor () -> PaymentsFlow
    ) -> HomeFlow {
        guard let account = accounts.current else {
            preconditionFailure(
                "Root routed home with no saved account; an AccountStoring must return the account it was last given.")
        }
        return HomeFlow.make(account: account, makePayments: makePayments)
    }
}
