import DeepLinks
import FlowCore
import OnboardingFlow
import OnboardingService
import PaymentsFlow
import PaymentsLogic
import ProfileFlow
import RootLogic
import RootService

/// The ride app's deep links: `ride://onboarding`, `ride://payments/methods` and
/// `ride://profile/:userID`, the last two behind the `requiresAuth` group. The links come from
/// the route table `RideRoutes.routes.json`, from which the `RouteTablePlugin` generates
/// ``RideRoutes``: open `RideRoutes.profile(userID: "ada")` rather than spelling a path.
///
/// While payments is on the path, `ride://payments/methods/:methodID` chooses a saved method in
/// it: a route scoped to that flow, gone once it closes.
///
/// `requiresAuth` suspends a link while no rider is signed in: it presents onboarding, saves the
/// new account when it finishes and resumes the original link; if onboarding is dismissed the
/// link fails with ``DeepLinkError/Code/rejected``. Links this version does not know present
/// ``UpdateAppFlow``.
///
/// ```swift
/// let navigator = Navigator(root: RootFlow.make())
/// navigator.start()
/// let hub = try RideLinks.makeHub(attachedTo: navigator)
/// for await state in hub.open("ride://payments/methods") { print(state) }
/// ```
public enum RideLinks {
    /// The app's scheme.
    public static let scheme = "ride"
    /// Sign up: presents onboarding; produces the new account's contact details.
    public static let onboarding = RideRoutes.Onboarding.pattern
    /// Choose how to pay: presents payments; produces the chosen method (requires a signed-in rider).
    public static let paymentMethods = RideRoutes.PaymentMethods.pattern
    /// Chooses the saved method `methodID`; exists only while payments is on the path (a scoped route).
    public static let paymentMethod = RideRoutes.PaymentMethod.pattern
    /// A rider's profile: presents it for `userID`, a ``RiderID`` (requires a signed-in rider).
    public static let profile = RideRoutes.Profile.pattern
    /// The group of links that need a signed-in rider.
    public static let requiresAuth = "requiresAuth"

    /// Every link pattern the app opens, for help texts such as a mini-app's `--open` list.
    public static var patterns: [RoutePattern] { [onboarding, paymentMethods, paymentMethod, profile] }

    /// Creates a hub for `ride://` links, attaches it to `navigator` and installs the app's links.
    ///
    /// This is the one call an app (or a mini-app's `--open URL` flag) needs.
    ///
    /// - Throws: ``DeepLinkError`` if a link is already registered on the hub.
    @MainActor
    public static func makeHub(
        attachedTo navigator: Navigator, services: RideLinkServices = RideLinkServices()
    ) throws(DeepLinkError) -> RoutingHub {
        let hub = RoutingHub(schemes: [scheme])
        hub.attach(navigator)
        try install(on: hub, services: services)
        return hub
    }

    /// Registers the app's links, the `requiresAuth` interceptor and the "update the app" page on `hub`.
    ///
    /// ```swift
    /// let hub = RoutingHub(schemes: ["ride"], navigator: navigator)
    /// try RideLinks.install(on: hub, services: RideLinkServices(accounts: accounts))
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns`` if one of
    ///   the links is already registered on the hub.
    @MainActor
    public static func install(on hub: RoutingHub, services: RideLinkServices = RideLinkServices())
        throws(DeepLinkError)
    {
        let accounts = services.accounts
        let verifier = services.verifier
        hub.addInterceptor(
            .suspending(
                requiresAuth, unless: { accounts.current != nil },
                present: { signUp(verifier: verifier, accounts: accounts) },
                rejecting: "no rider is signed in and sign-up was cancelled"),
            toGroup: requiresAuth)
        let profiles = services.profiles
        try RideRoutes.register(
            on: hub,
            onboarding: .present { _ in signUp(verifier: verifier, accounts: accounts) },
            paymentMethods: .present { [weak hub] _ in
                let payments = services.makePayments()
                try hub?.register(
                    paymentMethod, groups: RideRoutes.PaymentMethod.groups, scopedTo: payments, choosing(in: payments))
                return payments
            },
            profile: .present { request in
                let userID = try request.value("userID", as: RiderID.self)
                return ProfileFlow.make(userID: userID.description, store: profiles)
            })
        hub.undefinedRouteHandler = .present { request in UpdateAppFlow.make(link: request.url) }
    }

    /// Chooses the method the link names in the payments flow on the path, which then finishes with it.
    @MainActor
    private static func choosing(in payments: PaymentsFlow) -> RouteHandler {
        .apply(to: payments) { request, flow in
            let id = try request.route(as: RideRoutes.PaymentMethod.self).methodID
            guard let method = flow.state.methods.first(where: { $0.id == id }) else {
                throw UnknownPaymentMethod(id: id, saved: flow.state.methods.map(\.id))
            }
            flow.send(.select(method))
        }
    }

    /// Onboarding that saves the new account when it finishes.
    @MainActor
    private static func signUp(verifier: any PhoneVerifying, accounts: any AccountStoring) -> OnboardingFlow {
        let flow = OnboardingFlow.make(service: verifier)
        flow.onOutput { result in accounts.save(Account(signingUp: result.phoneNumber, email: result.email)) }
        return flow
    }
}
