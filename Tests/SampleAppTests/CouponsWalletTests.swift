import CouponsPlugin
import FlowCore
import FlowPlugins
import FlowTesting
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import Testing

/// The coupon-wallet plugin: a two-screen sub-flow whose discount goes back through payments' `discount` output.
@Suite @MainActor struct CouponsWalletTests {
    @Test func aSavedCouponPickedInTheWalletIsAppliedToTheChoice() throws {
        let flags = FeatureFlags([CouponsPlugin.flag, CouponWalletPlugin.flag])
        try flags.setOverride(true, for: "coupon-wallet")
        let payments = PluginRegistry(flags: flags).attach(
            [CouponWalletPlugin.make()], to: PaymentsFlow.make(service: InMemoryPaymentMethods()),
            points: PaymentsFlow.pluginPoints)
        let tester = FlowTester(payments, exhaustivity: .all.subtracting(.stateChanges))
        #expect(
            tester.navigator.form?.lists.first?.items.map(\.id) == ["visa-4242", "apple-pay", "cash", "saved-coupons"])
        #expect(payments.router.rules.map(\.name) == ["coupon-wallet: wallet", "payment methods", "done"])

        tester.tap("select:saved-coupons")
        tester.expect(transitions: ["push payment-methods -> saved-coupons"])
        tester.expect(path: "Payments > CouponWallet > saved-coupons")
        tester.tap("select:WELCOME25")
        tester.expect(transitions: ["push saved-coupons -> confirm-coupon"])
        #expect(tester.navigator.form?.body == ["WELCOME25 (-25%) comes off this ride."])
        tester.tap("use-coupon")
        tester.expect(transitions: ["pop 2 confirm-coupon -> payment-methods"])
        #expect(tester.state.discounts == [PaymentDiscount(id: "coupon", label: "WELCOME25", percentOff: 25)])
        #expect(tester.navigator.form?.body.last == "Discounts: WELCOME25 (-25%)")

        tester.tap("select:cash")
        tester.expect(
            output: PaymentSelection(method: InMemoryPaymentMethods.sample[2], discounts: tester.state.discounts))
    }

    @Test func backFromTheConfirmationShowsTheListAndBackFromTheListLeavesWithoutADiscount() throws {
        let flags = FeatureFlags([CouponsPlugin.flag, CouponWalletPlugin.flag])
        try flags.setOverride(true, for: "coupon-wallet")
        let payments = PluginRegistry(flags: flags).attach(
            [CouponWalletPlugin.make()], to: PaymentsFlow.make(service: InMemoryPaymentMethods()),
            points: PaymentsFlow.pluginPoints)
        let tester = FlowTester(payments, exhaustivity: .all.subtracting(.stateChanges))
        tester.tap("select:saved-coupons")
        tester.expect(transitions: ["push payment-methods -> saved-coupons"])
        tester.tap("select:WELCOME25")
        tester.expect(transitions: ["push saved-coupons -> confirm-coupon"])

        tester.back()
        tester.expect(transitions: ["pop confirm-coupon -> saved-coupons"])
        tester.expect(path: "Payments > CouponWallet > saved-coupons")
        tester.back()
        tester.expect(transitions: ["pop saved-coupons -> payment-methods"])
        tester.expect(path: "Payments > payment-methods")
        #expect(tester.state.discounts == [])
        #expect(tester.state.plugins.isEmpty)
        tester.tap("select:cash")
        tester.expect(output: PaymentSelection(method: InMemoryPaymentMethods.sample[2]))
    }
}
