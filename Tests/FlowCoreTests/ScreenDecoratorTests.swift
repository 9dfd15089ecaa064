import FlowCore
import Testing

/// `setScreenDecorator(_:_:)`: an extension changes every screen a flow shows (a banner, a badge)
/// without the flow knowing; set, replaced and removed by key, each drawn on the next update.
@Suite @MainActor struct ScreenDecoratorTests {
    func title(_ navigator: Navigator) -> String? { (navigator.screen as? FormScreen)?.title }

    func badge(_ text: String) -> (inout any Screen, CheckoutState) -> Void {
        { screen, state in
            guard var form = screen as? FormScreen else { return }
            form.title += " [\(text) \(state.items)]"
            screen = form
        }
    }

    @Test func decoratorsApplyInTheOrderSetAndAreReplacedOrRemovedByKey() {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        navigator.start()
        #expect(title(navigator) == "cart")

        checkout.setScreenDecorator("sale", badge("sale"))
        checkout.setScreenDecorator("new", badge("new"))
        #expect(checkout.screenDecoratorKeys == ["sale", "new"])
        navigator.flush()
        #expect(title(navigator) == "cart [sale 0] [new 0]")

        checkout.setScreenDecorator("sale", badge("SALE"))
        #expect(checkout.screenDecoratorKeys == ["new", "sale"], "a replaced decorator goes last")
        navigator.flush()
        #expect(title(navigator) == "cart [new 0] [SALE 0]")

        checkout.setScreenDecorator("new", nil)
        #expect(checkout.screenDecoratorKeys == ["sale"])
        navigator.flush()
        #expect(title(navigator) == "cart [SALE 0]")

        checkout.setScreenDecorator("missing", nil)
        #expect(checkout.screenDecoratorKeys == ["sale"])
        checkout.setScreenDecorator("sale", nil)
        navigator.flush()
        #expect(title(navigator) == "cart")
        #expect(checkout.screenDecoratorKeys == [])
    }

    @Test func aDecoratorSeesTheStateTheScreenIsDrawnFromAndOnlyItsFlowsScreens() throws {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        navigator.start()
        checkout.setScreenDecorator("count", badge("items"))
        navigator.flush()
        checkout.send(.add)
        navigator.flush()
        #expect(navigator.path.description == "Checkout > Address > street")
        #expect(title(navigator) == "Street", "the child flow's screen is not the checkout's to decorate")
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
        #expect(title(navigator) == "pay [items 1]")
    }

    @Test func aDecoratorSetBeforeTheStartIsUsedForTheFirstScreen() {
        let checkout = makeCheckoutFlow()
        checkout.setScreenDecorator("first", badge("first"))
        let navigator = Navigator(root: checkout)
        navigator.start()
        #expect(title(navigator) == "cart [first 0]")
    }
}
