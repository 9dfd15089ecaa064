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

/// The app the link tests open links in: a navigator on a home screen, and a hub with the ride links.
@MainActor
struct RideLinksApp {
    let navigator: Navigator
    let hub: RoutingHub
    let accounts: InMemoryAccountStore

    init(signedIn: Bool) throws {
        let home = Flow<Int, Void>("App", initialState: 0) { router in
            router.addRoute({ _ in true }, name: "home") { _ in Screen(id: "home", title: "Home") }
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

    /// Sends a screen event.
    func send(_ action: String, _ values: [String: String] = [:]) {
        navigator.send(ScreenEvent(action, values: values))
    }

    /// Lets queued main-actor work run until the path ends with `leaf` (bounded).
    func settle(until leaf: String) async {
        await yieldUntil { path.hasSuffix(leaf) }
    }

    /// Signs up through the onboarding screens: phone, texted code (123456), email.
    func signUp() async {
        await settle(until: "enter-phone")
        send("submit-phone", ["phone": "+1 555 0100"])
        await settle(until: "verify-phone")
        send("submit-code", ["code": "123456"])
        await settle(until: "enter-email")
        send("submit-email", ["email": "ada@example.com"])
    }
}
