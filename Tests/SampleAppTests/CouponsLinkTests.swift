import CouponsPlugin
import DeepLinks
import FlowCore
import FlowPlugins
import FlowTesting
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import Testing

/// The coupon link, `ride://payments/coupons/:code`, through the app's hub from a cold start and in place.
@Suite(.timeLimit(.minutes(1))) @MainActor struct CouponsLinkTests {
    @MainActor struct App {
        let flags = FeatureFlags([CouponsPlugin.flag])
        let navigator: Navigator
        let hub = RoutingHub(schemes: ["ride"])

        init(coupons: Bool) throws {
            try flags.setOverride(coupons, for: "coupons")
            let registry = PluginRegistry(flags: flags)
            let home = Flow<Int, Never, Void>("App", initialState: 0) { router in
                router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
            }
            navigator = Navigator(root: home)
            navigator.start()
            hub.attach(navigator)
            let plugins = [CouponsPlugin.make()]
            try registry.routeLinks(of: plugins, points: PaymentsFlow.pluginPoints, through: hub) { _ in
                registry.attach(
                    plugins, to: PaymentsFlow.make(service: InMemoryPaymentMethods()), points: PaymentsFlow.pluginPoints
                )
            }
        }

        var payments: PaymentsFlow? { navigator.activeFlows.compactMap { $0.flow(as: PaymentsFlow.self) }.first }
    }

    @Test func fromAColdStartTheLinkOpensPaymentsWithTheCouponApplied() async throws {
        let app = try App(coupons: true)
        let recorder = RoutingStateRecorder(app.hub.open("ride://payments/coupons/ride10"))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        #expect(app.navigator.path.description == "App > home > Payments > payment-methods")
        #expect(app.payments?.state.discounts == [PaymentDiscount(id: "coupon", label: "RIDE10", percentOff: 10)])
        #expect(app.navigator.form?.body.last == "Discounts: RIDE10 (-10%)")

        try app.navigator.form?.perform(FormEvent("select:cash"))
        app.navigator.flush()
        let states = await recorder.finish()
        #expect(states.suffix(2) == ["produced(Cash with RIDE10 (-10%))", "completed"])
    }

    @Test func aRefusedCodeOpensTheEntryWithTheReason() async throws {
        let app = try App(coupons: true)
        let recorder = RoutingStateRecorder(app.hub.open("ride://payments/coupons/NOPE99"))
        await recorder.wait(for: 2)
        #expect(app.navigator.path.description == "App > home > Payments > coupon-entry")
        #expect(app.navigator.form?.fields.first?.value == "NOPE99")
        #expect(
            app.navigator.form?.body.last
                == "The coupon code 'NOPE99' doesn't exist or has expired; check the spelling in the offer.")
    }

    @Test func whilePaymentsShowsTheLinkAppliesToIt() async throws {
        let app = try App(coupons: true)
        _ = RoutingStateRecorder(app.hub.open("ride://payments/coupons/RIDE10"))
        await yieldUntil { app.payments != nil }
        let states = await RoutingStateRecorder(app.hub.open("ride://payments/coupons/WELCOME25")).finish()
        #expect(states == ["preparing", "started", "completed"])
        #expect(app.payments?.state.discounts == [PaymentDiscount(id: "coupon", label: "WELCOME25", percentOff: 25)])
        #expect(
            app.navigator.log.text.contains(
                "plugins: deep link 'ride://payments/coupons/WELCOME25' opened by 'coupons' in Payments."))
    }

    @Test func withTheFlagOffTheLinkFailsNamingThePluginAndItsFlag() async throws {
        let app = try App(coupons: false)
        let states = await RoutingStateRecorder(app.hub.open("ride://payments/coupons/RIDE10")).finish()
        #expect(
            states.last
                == "failed(featureOff: The link 'ride://payments/coupons/RIDE10' belongs to plugin 'coupons', which is off "
                + "(flag 'coupons' is off); turn the flag 'coupons' on and open it again.)")
        #expect(app.navigator.path.description == "App > home")
    }
}
