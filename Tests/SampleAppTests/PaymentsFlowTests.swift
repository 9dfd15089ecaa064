import FlowCore
import FlowPlugins
import FlowTesting
import PaymentsFlow
import PaymentsLogic
import PaymentsService
import PaymentsUI
import Testing

@Suite(.timeLimit(.minutes(1))) @MainActor struct PaymentsFlowTests {
    @Test func listsTheSavedMethodsUnderPaymentMethods() async throws {
        try await withFlowTester(PaymentsFlow.make(service: InMemoryPaymentMethods())) { tester in
            tester.expect(path: "Payments > payment-methods")
            let screen = try #require(tester.screen as? PaymentMethodsScreen)
            #expect(screen.methods == InMemoryPaymentMethods.sample)
            let list = try #require(screen.lists.first)
            #expect(list.id == PaymentMethodsScreen.methodsList)
            #expect(list.items.map(\.id) == ["visa-4242", "apple-pay", "cash"])
            #expect(list.items.map(\.action) == ["select:visa-4242", "select:apple-pay", "select:cash"])
            #expect(screen.slots.map(\.id) == [PaymentMethodsScreen.bannersSlot, PaymentMethodsScreen.footerSlot])
        }
    }

    @Test func choosingAMethodFinishesWithIt() async {
        await withFlowTester(PaymentsFlow.make(service: InMemoryPaymentMethods())) { tester in
            tester.navigator.stateLogging = .described
            tester.send(.select(InMemoryPaymentMethods.sample[1])) { $0.selected = InMemoryPaymentMethods.sample[1] }
            tester.expect(output: PaymentSelection(method: InMemoryPaymentMethods.sample[1]))
            tester.expect(path: "")
            #expect(tester.navigator.log.events.contains { $0.description.hasSuffix("finish Payments with Apple Pay") })
        }
    }

    @Test func aTerminalTapOnAnItemSendsTheTypedSelection() async {
        await withFlowTester(PaymentsFlow.make(service: InMemoryPaymentMethods())) { tester in
            tester.tap("select:cash") { $0.selected = InMemoryPaymentMethods.sample[2] }
            tester.expect(output: PaymentSelection(method: InMemoryPaymentMethods.sample[2]))
        }
    }

    @Test func aParentGetsTheChosenMethodBack() async {
        struct CheckoutState: Hashable, Sendable { var payment: PaymentSelection? }
        let service = InMemoryPaymentMethods([PaymentMethod(id: "amex-1005", kind: .card, title: "Amex •• 1005")])
        let checkout = Flow<CheckoutState, Never, PaymentSelection?>(
            "Checkout", initialState: CheckoutState(), output: { $0.payment }
        ) { router in
            router.addFlow({ $0.payment == nil }, name: "pay", PaymentsFlow.make(service: service)) {
                state, selection in
                state.payment = selection
            }
            router.addFinish({ _ in true }, name: "done")
        }
        await withFlowTester(checkout) { tester in
            tester.expect(path: "Checkout > Payments > payment-methods")
            tester.tap("select:amex-1005") { $0.payment = PaymentSelection(method: service.savedMethods()[0]) }
            tester.expect(output: PaymentSelection(method: service.savedMethods()[0]))
            #expect(tester.state.payment?.description == "Amex •• 1005")
        }
    }

    @Test func aPresentedPaymentsFlowHandsTheChoiceToWhoeverOpenedIt() {
        let home = Flow<Int, Never, Void>("Home", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let navigator = Navigator(root: home)
        navigator.start()
        var received: [PaymentSelection?] = []
        navigator.present(PaymentsFlow.make(service: InMemoryPaymentMethods())) { received.append($0) }
        #expect(navigator.path.description == "Home > home > Payments > payment-methods")
        navigator.activeFlows.last?.flow(as: PaymentsFlow.self)?.send(.select(InMemoryPaymentMethods.sample[2]))
        navigator.flush()
        #expect(received == [PaymentSelection(method: InMemoryPaymentMethods.sample[2])])
        #expect(navigator.path.description == "Home > home")
    }

    @Test func declaresItsPluginPoints() {
        #expect(
            PaymentsFlow.pluginPoints.declared.map(\.description) == [
                "route before \"payment methods\"", "route before the last rule", "deep link 'payments/…'",
                "list 'payment-methods'", "slot 'payment-banners'", "slot 'payment-footer'", "state field 'discounts'",
                "plugin storage", "output 'discount'",
            ])
    }
}
