import FlowCore
import Testing

/// Rules added or removed while a flow runs (plugins do both) keep each rule's own back and
/// name: the screen shown after a change is the rule's that shows it now.
@Suite @MainActor struct InsertedAndRemovedRuleBackTests {
    enum Step: Hashable, Sendable {
        case show(Int)
    }

    /// `home` for 0, then the `offer` screen for 1 from two rules: a plugin's `promo` (no back) before the flow's own `offer`.
    func makeShop() -> Flow<Int, Step, Void> {
        Flow(
            "Shop", initialState: 0, output: { _ in },
            reducer: { page, step in
                if case .show(let next) = step { page = next }
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
            router.addScreen({ $0 == 1 }, name: "promo", back: .disabled) { _, _ in
                FormScreen(id: "offer", title: "Promo")
            }
            router.addScreen({ $0 == 1 }, name: "offer", back: .send(.show(0))) { _, _ in
                FormScreen(id: "offer", title: "Offer")
            }
        }
    }

    @Test func theRuleThatShowsTheSameScreenAfterARemovalBringsItsOwnBack() {
        let shop = makeShop()
        let navigator = Navigator(root: shop)
        navigator.start()
        shop.send(.show(1))
        navigator.flush()
        #expect(navigator.path.elements.last?.rule?.name == "promo")
        #expect(!navigator.canGoBack)

        #expect(shop.router.removeRoutes(named: ["promo"]) == 1)
        navigator.flush()
        #expect(navigator.path.description == "Shop > offer")
        #expect(navigator.path.elements.last?.rule?.name == "offer")
        #expect((navigator.screen as? FormScreen)?.title == "Offer")
        #expect(navigator.canGoBack)
        #expect(navigator.back())
        #expect(shop.state == 0)
        #expect(navigator.path.description == "Shop > home")
    }

    @Test func aScreenRuleAppendedAtTheEndIsShownAndLeftByItsBack() {
        let shop = makeShop()
        let navigator = Navigator(root: shop)
        navigator.start()
        let rule = shop.router.insertScreen(
            { $0 == 2 }, name: "survey", source: "plugin", back: .send(.show(0)), at: .end
        ) { page in FormScreen(id: "survey", title: "Survey \(page)") }
        #expect(rule?.index == 3)
        #expect(shop.router.rules.map(\.name) == ["home", "promo", "offer", "survey"])

        shop.send(.show(2))
        navigator.flush()
        #expect(navigator.path.description == "Shop > survey")
        #expect((navigator.screen as? FormScreen)?.title == "Survey 2")
        #expect(navigator.back())
        #expect(navigator.path.description == "Shop > home")
    }

    @Test func aFlowRuleAppendedAtTheEndIsRoutedTo() {
        let shop = makeShop()
        let navigator = Navigator(root: shop)
        navigator.start()
        var received: [String] = []
        shop.router.insertFlow(
            { $0 == 3 }, name: "address", source: "plugin", at: .end, { makeAddressFlow() }
        ) { page, street in
            received.append(street)
            page = 0
        }
        shop.send(.show(3))
        navigator.flush()
        #expect(navigator.path.description == "Shop > Address > street")
        try? navigator.form?.perform(FormEvent("save", values: ["street": "9 Elm St"]))
        navigator.flush()
        #expect(received == ["9 Elm St"])
        #expect(navigator.path.description == "Shop > home")
    }
}
