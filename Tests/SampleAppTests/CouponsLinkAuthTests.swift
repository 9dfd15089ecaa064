import CouponsPlugin
import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import RootService
import Testing

/// The coupon link through the ride app's own hub: a plugin link inherits `requiresAuth` from
/// `ride://payments/methods`, so a signed-out rider signs up before the coupon is applied.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct CouponsLinkAuthTests {
    /// The ride links' app with the coupon plugin's link routed through its hub.
    static func app(signedIn: Bool, guards: PluginLinkGuards = .inheritedFromFlow) throws -> RideLinksApp {
        let app = try RideLinksApp(signedIn: signedIn)
        let flags = FeatureFlags([CouponsPlugin.flag])
        try flags.setOverride(true, for: "coupons")
        let registry = PluginRegistry(flags: flags)
        let plugins = [CouponsPlugin.make()]
        try registry.routeLinks(of: plugins, points: PaymentsFlow.pluginPoints, through: app.hub, guards: guards) {
            _ in
            registry.attach(
                plugins, to: PaymentsFlow.make(service: InMemoryPaymentMethods()), points: PaymentsFlow.pluginPoints)
        }
        return app
    }

    @Test func signedOutTheCouponLinkShowsSignUpFirstAndThenTheCoupon() async throws {
        let app = try Self.app(signedIn: false)
        let states = RoutingStateRecorder(app.hub.open("ride://payments/coupons/RIDE10"))
        await app.settle(until: "enter-phone")
        #expect(app.path == "App > home > Onboarding > enter-phone")
        await states.wait(for: 1)
        #expect(states.states == ["preparing"])
        await app.signUp()
        await app.settle(until: "payment-methods")
        #expect(app.path == "App > home > Payments > payment-methods")
        #expect(app.navigator.form?.body.last == "Discounts: RIDE10 (-10%)")
        #expect(app.accounts.current != nil)
        await states.wait(for: 2)
        #expect(states.states == ["preparing", "started"])
        let notes = app.navigator.log.text
        #expect(notes.contains("links: requiresAuth suspended ride://payments/coupons/RIDE10 for Onboarding"))
        #expect(notes.contains("links: requiresAuth resumed ride://payments/coupons/RIDE10"))
    }

    @Test func signedOutAndSignUpDismissedTheCouponLinkIsRejected() async throws {
        let app = try Self.app(signedIn: false)
        let states = RoutingStateRecorder(app.hub.open("ride://payments/coupons/RIDE10"))
        await app.settle(until: "enter-phone")
        #expect(app.navigator.back())
        #expect(
            await states.finish() == [
                "preparing",
                "failed(rejected: Interceptor 'requiresAuth' rejected 'ride://payments/coupons/RIDE10': no rider is signed in and sign-up was cancelled; meet its condition and open the link again.)",
            ])
        #expect(app.path == "App > home")
    }

    @Test func signedInTheCouponLinkOpensPaymentsAtOnce() async throws {
        let app = try Self.app(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open("ride://payments/coupons/RIDE10"))
        await states.wait(for: 2)
        #expect(states.states == ["preparing", "started"])
        #expect(app.path == "App > home > Payments > payment-methods")
        #expect(app.navigator.form?.body.last == "Discounts: RIDE10 (-10%)")
        #expect(!app.navigator.log.text.contains("requiresAuth suspended"))
    }

    @Test func optingOutOfTheFlowsGuardsOpensTheCouponSignedOut() async throws {
        let app = try Self.app(signedIn: false, guards: .onlyListedGroups)
        let states = RoutingStateRecorder(app.hub.open("ride://payments/coupons/RIDE10"))
        await states.wait(for: 2)
        #expect(states.states == ["preparing", "started"])
        #expect(app.path == "App > home > Payments > payment-methods")
        #expect(app.accounts.current == nil)
    }
}
