import CouponsPlugin
import FlowCore
import FlowPlugins
import FlowTesting
import Foundation
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import Testing

/// The payments flow with the coupons plugin, saved mid-flow and restored in a new navigator, as a new process would.
@Suite @MainActor struct PaymentsRestorationTests {
    /// A new navigator for payments with coupons on, not started.
    private func restoredPayments() throws -> (navigator: Navigator, flow: PaymentsFlow, registry: PluginRegistry) {
        let flags = FeatureFlags([CouponsPlugin.flag])
        try flags.setOverride(true, for: "coupons")
        let registry = PluginRegistry(flags: flags)
        let payments = PaymentsFlow.make(service: InMemoryPaymentMethods())
        registry.attach([CouponsPlugin.make()], to: payments, points: PaymentsFlow.pluginPoints)
        return (Navigator(root: payments), payments, registry)
    }

    @Test func paymentsWithAnAppliedCouponRestoresWithTheCoupon() throws {
        let harness = try CouponsHarness(coupons: true)
        harness.tester.tap("select:coupons")
        harness.tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        harness.tester.tap("apply-coupon", values: ["code": "RIDE10"])
        harness.tester.expect(transitions: ["pop coupon-entry -> payment-methods"])
        let data = try harness.tester.navigator.save().encoded()

        let (navigator, payments, registry) = try restoredPayments()
        let report = navigator.restore(from: data)
        #expect(report.description == "restoration: restored\n  restored Payments")
        #expect(report.isComplete)
        #expect(payments.state.discounts == [PaymentDiscount(id: "coupon", label: "RIDE10", percentOff: 10)])
        #expect(navigator.path.description == "Payments > payment-methods")
        #expect(navigator.form?.lists.first?.items.last?.detail == "RIDE10 (-10%) applied")
        #expect(navigator.hostModel == harness.tester.navigator.hostModel)
        #expect(registry.status(of: "coupons") == .installed(flow: "Payments"))
    }

    @Test func paymentsSavedOnTheCouponEntryScreenComesBackThereWithThePluginsValues() throws {
        let harness = try CouponsHarness(coupons: true)
        harness.tester.tap("select:coupons")
        harness.tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        harness.tester.tap("apply-coupon", values: ["code": "ride99"])
        let saved = harness.tester.navigator.save()
        #expect(
            saved.chains[0].flows[0].state?.object?["plugins"]
                == .object([
                    "coupons": .object([
                        "entry": .string("ride99"),
                        "error": .string(
                            "The coupon code 'RIDE99' doesn't exist or has expired; check the spelling in the offer."),
                    ])
                ]))

        let (navigator, payments, _) = try restoredPayments()
        let report = navigator.restore(from: try saved.encoded())
        #expect(report.isComplete, "\(report)")
        #expect(navigator.path.description == "Payments > coupon-entry")
        #expect(navigator.hostModel == HostModel(layers: [["payment-methods", "coupon-entry"]]))
        #expect(payments.state.plugins == harness.tester.state.plugins)
        // The restored entry screen applies a code like the original: the coupon lands and the entry closes.
        try navigator.form?.perform(FormEvent("apply-coupon", values: ["code": "RIDE10"]))
        navigator.flush()
        #expect(payments.state.discounts == [PaymentDiscount(id: "coupon", label: "RIDE10", percentOff: 10)])
        #expect(navigator.path.description == "Payments > payment-methods")
        #expect(payments.state.plugins.isEmpty)
    }
}

extension SavedValue {
    /// The object's fields, when the value is an object.
    fileprivate var object: [String: SavedValue]? {
        if case .object(let fields) = self { fields } else { nil }
    }
}
