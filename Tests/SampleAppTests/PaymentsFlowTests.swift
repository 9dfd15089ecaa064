import FlowCore
import FlowPlugins
import FlowTesting
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import PaymentsUI
import Testing

@Suite @MainActor struct PaymentsFlowTests {
    @Test func listsTheSavedMethodsUnderPaymentMethods() throws {
        let tester = FlowTester(PaymentsFlow.make(service: InMemoryPaymentMethods()))
        tester.expect(path: "Payments > payment-methods")
        let list = try #require(tester.screen?.lists.first)
        #expect(list.id == PaymentsScreens.methodsList)
        #expect(list.items.map(\.id) == ["visa-4242", "apple-pay", "cash"])
        #expect(list.items.map(\.action) == ["select:visa-4242", "select:apple-pay", "select:cash"])
        #expect(tester.screen?.slots.map(\.id) == [PaymentsScreens.bannersSlot, PaymentsScreens.footerSlot])
    }

    @Test func choosingAMethodFinishesWithIt() {
        let tester = FlowTester(PaymentsFlow.make(service: InMemoryPaymentMethods()))
        tester.send("select:apple-pay")
        tester.expect(output: PaymentSelection(method: InMemoryPaymentMethods.sample[1]))
        tester.expect(path: "")
        #expect(tester.navigator.log.events.contains { $0.description.hasSuffix("finish Payments with Apple Pay") })
    }

    @Test func anUnknownSelectionIsLeftToOthers() {
        let tester = FlowTester(PaymentsFlow.make(service: InMemoryPaymentMethods()))
        tester.send("select:bitcoin")
        tester.expect(path: "Payments > payment-methods")
        #expect(
            tester.navigator.log.events.last?.description.hasSuffix("event select:bitcoin handled by no flow") == true)
    }

    @Test func aParentGetsTheChosenMethodBack() {
        struct CheckoutState: Hashable, Sendable { var payment: PaymentSelection? }
        let service = InMemoryPaymentMethods([PaymentMethod(id: "amex-1005", kind: .card, title: "Amex •• 1005")])
        let checkout = Flow("Checkout", initialState: CheckoutState(), output: { $0.payment }) { router in
            router.addRoute({ $0.payment == nil }, PaymentsFlow.make(service: service)) { state, selection in
                state.payment = selection
            }
            router.addRoute({ _ in true }, nil, name: "done")
        }
        let tester = FlowTester(checkout)
        tester.expect(path: "Checkout > Payments > payment-methods")
        tester.send("select:amex-1005")
        tester.expect(output: PaymentSelection(method: service.savedMethods()[0]))
        #expect(tester.state.payment?.description == "Amex •• 1005")
    }

    @Test func aPresentedPaymentsFlowHandsTheChoiceToWhoeverOpenedIt() {
        let home = Flow("Home", initialState: 0) { router in
            router.addRoute({ _ in true }, Screen(id: "home", title: "Home"), name: "home")
        }
        let navigator = Navigator(root: home)
        navigator.start()
        var received: [PaymentSelection?] = []
        navigator.present(PaymentsFlow.make(service: InMemoryPaymentMethods())) { received.append($0) }
        #expect(navigator.path.description == "Home > home > Payments > payment-methods")
        navigator.send(ScreenEvent("select:cash"))
        #expect(received == [PaymentSelection(method: InMemoryPaymentMethods.sample[2])])
        #expect(navigator.path.description == "Home > home")
    }

    @Test func declaresItsPluginPoints() {
        #expect(
            PaymentsFlow.pluginPoints.declared.map(\.description) == [
                "route before \"payment methods\"", "route before the last rule", "deep link 'payments/…'",
                "list 'payment-methods'", "slot 'payment-banners'", "slot 'payment-footer'", "state field 'discounts'",
                "plugin storage",
            ])
    }
}
