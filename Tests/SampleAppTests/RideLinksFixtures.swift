import DeepLinks
import FlowCore
import FlowTesting
import OnboardingService
import PaymentsFlow
import PaymentsService
import ProfileService
import RideLinks
import RootLogic
import RootService
import Testing

/// The app the link tests open links in: a navigator on a home screen, and a hub with the ride links.
@MainActor
struct RideLinksApp {
    let navigator: Navigator
    let hub: RoutingHub
    let accounts: InMemoryAccountStore

    init(signedIn: Bool) throws {
        let home = Flow<Int, Never, Void>("App", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        navigator = Navigator(root: home)
        navigator.start()
        accounts = InMemoryAccountStore(signedIn ? InMemoryAccountStore.sampleAccount : nil)
        let services = RideLinkServices(
            accounts: accounts, verifier: InMemoryPhoneVerifier(),
            profiles: InMemoryProfileStore([InMemoryProfileStore.sampleProfile]),
            makePayments: { PaymentsFlow.make(service: InMemoryPaymentMethods()) })
        hub = try RideLinks.makeHub(attachedTo: navigator, services: services)
    }

    /// The active path as text.
    var path: String { navigator.path.description }

    /// Taps a button or item of the current form, as the terminal does, and routes.
    func tap(_ action: String, _ values: [String: String] = [:]) {
        do {
            try navigator.form?.perform(FormEvent(action, values: values))
        } catch {
            Issue.record("\(error)")
        }
        navigator.flush()
    }

    /// Lets queued main-actor work run until the path ends with `leaf` (bounded).
    func settle(until leaf: String) async {
        await yieldUntil { path.hasSuffix(leaf) }
    }

    /// Signs up through the onboarding screens: phone, texted code (123456), email.
    func signUp() async {
        await settle(until: "enter-phone")
        tap("submit-phone", ["phone": "+1 555 0100"])
        await settle(until: "verify-phone")
        tap("submit-code", ["code": "123456"])
        await settle(until: "enter-email")
        tap("submit-email", ["email": "ada@example.com"])
    }
}
