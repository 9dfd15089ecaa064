import CouponsPlugin
import FlowCore
import FlowPlugins
import FlowTesting
import Foundation
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import Testing

/// The payments flow with the coupons plugin attached, hosted by a FlowTester.
@MainActor
struct CouponsHarness {
    let flags = FeatureFlags([CouponsPlugin.flag])
    let registry: PluginRegistry
    let tester: FlowTester<PaymentsState, PaymentsAction, PaymentSelection>

    init(coupons: Bool, extraPlugins: [Plugin<PaymentsState>] = []) throws {
        try flags.setOverride(coupons, for: "coupons")
        registry = PluginRegistry(flags: flags)
        let payments = PaymentsFlow.make(service: InMemoryPaymentMethods())
        registry.attach([CouponsPlugin.make()] + extraPlugins, to: payments, points: PaymentsFlow.pluginPoints)
        // The plugin changes state the flow does not assert on; its tests check screens, paths and outputs.
        tester = FlowTester(payments, exhaustivity: .all.subtracting(.stateChanges))
    }

    var items: [String] { tester.navigator.form?.lists.first?.items.map(\.id) ?? [] }
    var rules: [String] { tester.flow.router.rules.map(\.name) }
    /// The plugin notes in the event log, without their sequence numbers.
    var pluginNotes: [String] {
        tester.navigator.log.events.compactMap {
            guard case .note("plugins", let message) = $0.kind else { return nil }
            return message
        }
    }
}

@Suite @MainActor struct CouponsPluginTests {
    @Test func withTheFlagOffPaymentsShowsOnlyItsOwnMethods() throws {
        let harness = try CouponsHarness(coupons: false)
        harness.tester.expect(path: "Payments > payment-methods")
        #expect(harness.items == ["visa-4242", "apple-pay", "cash"])
        #expect(harness.rules == ["payment methods", "done"])
        #expect(harness.registry.status(of: "coupons") == .off(reason: "flag 'coupons' is off"))
        #expect(harness.pluginNotes == [])
    }

    @Test func withTheFlagOnACouponIsEnteredAndAppliedToTheChoice() throws {
        let harness = try CouponsHarness(coupons: true)
        let tester = harness.tester
        #expect(harness.items == ["visa-4242", "apple-pay", "cash", "coupons"])
        #expect(harness.rules == ["coupons: coupon entry", "payment methods", "done"])
        #expect(harness.registry.status(of: "coupons") == .installed(flow: "Payments"))
        #expect(
            harness.pluginNotes == [
                "installed 'coupons' into Payments: 1 route, 1 deep link, 1 list item source."
            ])

        tester.tap("select:coupons")
        tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        tester.expect(path: "Payments > coupon-entry")

        tester.tap("apply-coupon", values: ["code": " ride10 "])
        tester.expect(transitions: ["pop coupon-entry -> payment-methods"])
        #expect(tester.state.discounts == [PaymentDiscount(id: "coupon", label: "RIDE10", percentOff: 10)])
        #expect(tester.navigator.form?.body.last == "Discounts: RIDE10 (-10%)")
        #expect(tester.navigator.form?.lists.first?.items.last?.detail == "RIDE10 (-10%) applied")

        tester.tap("select:visa-4242")
        tester.expect(
            output: PaymentSelection(method: InMemoryPaymentMethods.sample[0], discounts: tester.state.discounts))
        tester.expect(path: "")
    }

    @Test(arguments: [
        ("RIDE-10", "The coupon code 'RIDE-10' contains '-'; a code is 4 to 12 letters and digits, e.g. RIDE10."),
        ("ride99", "The coupon code 'RIDE99' doesn't exist or has expired; check the spelling in the offer."),
        ("  ", "Type a coupon code, e.g. RIDE10."),
    ])
    func aRefusedCodeStaysOnTheEntryScreenWithTheReason(code: String, message: String) throws {
        let harness = try CouponsHarness(coupons: true)
        harness.tester.tap("select:coupons")
        harness.tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        harness.tester.tap("apply-coupon", values: ["code": code])
        harness.tester.expect(path: "Payments > coupon-entry")
        #expect(harness.tester.navigator.form?.body.last == message)
        #expect(harness.tester.navigator.form?.fields.first?.value == code)
        #expect(harness.tester.state.discounts == [])
    }

    @Test func cancellingPopsBackToTheList() throws {
        let harness = try CouponsHarness(coupons: true)
        harness.tester.tap("select:coupons")
        harness.tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        harness.tester.tap("cancel-coupon")
        harness.tester.expect(transitions: ["pop coupon-entry -> payment-methods"])
        #expect(harness.tester.state.plugins.isEmpty)
    }

    @Test func turningTheFlagOnAtRuntimeAddsTheItem() throws {
        let harness = try CouponsHarness(coupons: false)
        try harness.flags.setOverride(true, for: "coupons")
        harness.tester.expect(transitions: [])
        #expect(harness.items == ["visa-4242", "apple-pay", "cash", "coupons"])
        #expect(harness.rules == ["coupons: coupon entry", "payment methods", "done"])
        harness.tester.tap("select:coupons")
        harness.tester.expect(transitions: ["push payment-methods -> coupon-entry"])
    }

    @Test func turningTheFlagOffWhileTheEntryShowsPopsItCleanly() throws {
        let harness = try CouponsHarness(coupons: true)
        harness.tester.tap("select:coupons")
        harness.tester.expect(transitions: ["push payment-methods -> coupon-entry"])

        try harness.flags.setOverride(false, for: "coupons")
        harness.tester.expect(transitions: ["pop coupon-entry -> payment-methods"])
        harness.tester.expect(path: "Payments > payment-methods")
        #expect(harness.items == ["visa-4242", "apple-pay", "cash"])
        #expect(harness.rules == ["payment methods", "done"])
        #expect(harness.tester.state.plugins.isEmpty)
        #expect(
            harness.pluginNotes.suffix(2) == [
                "'coupons' is turning off while its screen coupon-entry shows; Payments routes again with its state.",
                "removed 'coupons' from Payments (flag 'coupons' is off).",
            ])
        #expect(harness.registry.status(of: "coupons") == .off(reason: "flag 'coupons' is off"))
    }

    @Test func theKillSwitchRemovesTheOptionalPluginAndReleasingItBringsItBack() throws {
        let harness = try CouponsHarness(coupons: true)
        harness.tester.tap("select:coupons")
        harness.tester.expect(transitions: ["push payment-methods -> coupon-entry"])

        harness.flags.killSwitch = true
        harness.tester.expect(transitions: ["pop coupon-entry -> payment-methods"])
        #expect(harness.items == ["visa-4242", "apple-pay", "cash"])
        #expect(harness.registry.status(of: "coupons") == .off(reason: "the kill switch is on"))
        #expect(harness.pluginNotes.last == "removed 'coupons' from Payments (the kill switch is on).")

        harness.flags.killSwitch = false
        harness.tester.expect(transitions: [])
        #expect(harness.items == ["visa-4242", "apple-pay", "cash", "coupons"])
        #expect(harness.registry.status(of: "coupons") == .installed(flow: "Payments"))
    }

    @Test func aFailingPluginIsTurnedOffAndPaymentsKeepsWorking() throws {
        struct Outage: Error, CustomStringConvertible {
            var description: String { "the offers service is down" }
        }
        let broken = Plugin<PaymentsState>("offers", flag: "coupons") { plugin in
            plugin.addListItems(to: "payment-methods", order: 0) { _, _ in throw Outage() }
        }
        let harness = try CouponsHarness(coupons: true, extraPlugins: [broken])
        let message =
            "Plugin 'offers' threw in its items for list 'payment-methods': the offers service is down. "
            + "It is turned off and Payments keeps running without it; fix the plugin, then call registry.retry(\"offers\")."
        #expect(harness.pluginNotes.contains(message))
        #expect(harness.registry.status(of: "offers") == .failed(harness.registry.failures[0]))
        #expect(harness.registry.failures.map(\.code) == [.contributionFailed])
        #expect(harness.items == ["visa-4242", "apple-pay", "cash", "coupons"])
        #expect(harness.tester.navigator.log.text.contains("plugins: \(message)"))

        harness.tester.tap("select:cash")
        harness.tester.expect(output: PaymentSelection(method: InMemoryPaymentMethods.sample[2]))
    }
}

@Suite @MainActor struct CouponsInParentTests {
    struct CheckoutState: Hashable, Sendable {
        var payment: PaymentSelection?
    }

    @Test func aParentThatBuildsPaymentsAgainGetsCouponsEveryTime() throws {
        let flags = FeatureFlags([CouponsPlugin.flag])
        try flags.setOverride(true, for: "coupons")
        let registry = PluginRegistry(flags: flags)
        let service = InMemoryPaymentMethods()
        let checkout = Flow<CheckoutState, Bool, PaymentSelection?>(
            "Checkout", initialState: CheckoutState(), output: { $0.payment },
            reducer: { state, _ in
                state.payment = nil
                return .none
            }
        ) { router in
            router.addFlow(
                { $0.payment == nil }, name: "pay",
                registry.attach(
                    [CouponsPlugin.make()], to: PaymentsFlow.make(service: service), points: PaymentsFlow.pluginPoints)
            ) { state, selection in state.payment = selection }
            router.addScreen({ _ in true }, name: "summary") { _, send in
                FormScreen(
                    id: "summary", title: "Summary",
                    actions: [.init(id: "change-payment", title: "Change") { _ in send(true) }])
            }
        }
        let tester = FlowTester(checkout, exhaustivity: .all.subtracting(.stateChanges))
        tester.expect(path: "Checkout > Payments > payment-methods")
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["visa-4242", "apple-pay", "cash", "coupons"])

        tester.tap("select:cash")
        tester.expect(transitions: ["push payment-methods -> summary"])
        // The finished Payments instance was released, and its attachment with it.
        #expect(registry.status(of: "coupons") == nil)

        tester.tap("change-payment")
        // The new instance's list is the screen still under the summary on the stack, so the host pops back to it.
        tester.expect(transitions: ["pop summary -> payment-methods"])
        #expect(tester.navigator.form?.lists.first?.items.map(\.id) == ["visa-4242", "apple-pay", "cash", "coupons"])
        #expect(registry.status(of: "coupons") == .installed(flow: "Payments"))
        tester.tap("select:coupons")
        tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        tester.finish()
    }

    /// A parent whose payments rule declares how payments is left with back (as the sample's Home does).
    enum CheckoutAction: Hashable, Sendable {
        case openPayments, closePayments
    }

    @Test func cancellingTheEntryInAChildPaymentsFlowPopsToItsList() throws {
        let tester = try Self.checkoutWithBack()
        tester.tap("select:coupons")
        tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        tester.tap("cancel-coupon")
        tester.expect(transitions: ["pop coupon-entry -> payment-methods"])
        tester.expect(path: "Checkout > Payments > payment-methods")
    }

    /// A plugin route declares its own back, so back on the entry screen stays inside Payments
    /// even though the parent's rule for payments sends `closePayments` on back.
    @Test func backOnAPluginScreenInAChildFlowReturnsToTheFlowsList() throws {
        let tester = try Self.checkoutWithBack()
        tester.tap("select:coupons")
        tester.expect(transitions: ["push payment-methods -> coupon-entry"])
        // The plugin's route declares its back: it clears the plugin's storage, nothing else.
        tester.back()
        tester.expect(transitions: ["pop coupon-entry -> payment-methods"])
        tester.expect(path: "Checkout > Payments > payment-methods")
    }

    private static func checkoutWithBack() throws -> FlowTester<CheckoutState, CheckoutAction, PaymentSelection?> {
        let flags = FeatureFlags([CouponsPlugin.flag])
        try flags.setOverride(true, for: "coupons")
        let registry = PluginRegistry(flags: flags)
        let service = InMemoryPaymentMethods()
        let checkout = Flow<CheckoutState, CheckoutAction, PaymentSelection?>(
            "Checkout", initialState: CheckoutState(), output: { $0.payment },
            reducer: { state, action in
                if action == .closePayments {
                    state.payment = PaymentSelection(method: InMemoryPaymentMethods.sample[2])
                }
                return .none
            }
        ) { router in
            router.addFlow(
                { $0.payment == nil }, name: "pay", back: .send(.closePayments),
                registry.attach(
                    [CouponsPlugin.make()], to: PaymentsFlow.make(service: service), points: PaymentsFlow.pluginPoints)
            ) { state, selection in state.payment = selection }
            router.addScreen({ _ in true }, name: "summary") { _, _ in
                FormScreen(id: "summary", title: "Summary")
            }
        }
        let tester = FlowTester(checkout, exhaustivity: .all.subtracting(.stateChanges))
        tester.expect(path: "Checkout > Payments > payment-methods")
        return tester
    }
}

@Suite struct CouponsDependencyTests {
    /// The dependency arrow points from the plugin to the flow: no Payments source mentions the plugin's module.
    @Test func paymentsNeverImportsCoupons() throws {
        let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let payments = root.appending(path: "Flows/Payments")
        let files = try #require(FileManager.default.enumerator(at: payments, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        #expect(files.count >= 8)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("import CouponsPlugin"), "\(file.lastPathComponent) imports CouponsPlugin")
        }
    }
}
