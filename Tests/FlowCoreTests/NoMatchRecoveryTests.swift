import FlowCore
import Testing

/// A flow whose state briefly matches no rule: the navigator logs the error and keeps showing the previous
/// path, and when a rule holds again the flow routes from scratch, so a child flow rule builds its child afresh.
@Suite @MainActor struct NoMatchRecoveryTests {
    /// A catalogue that shows one page of its own state.
    func makeBrowse() -> Flow<Int, Int, Void> {
        Flow(
            "Browse", initialState: 0,
            reducer: { page, next in
                page = next
                return .none
            }
        ) { router in
            router.addScreen({ _ in true }, name: "page") { page, _ in
                FormScreen(id: ScreenID("page-\(page)"), title: "")
            }
        }
    }

    /// Browses at 0, checks out at 2; no rule holds at 1.
    func makeShop() -> Flow<Int, Never, Void> {
        Flow("Shop", initialState: 0) { router in
            router.addFlow({ $0 == 0 }, name: "browse", makeBrowse())
            router.addScreen({ $0 == 2 }, name: "checkout") { _, _ in FormScreen(id: "checkout", title: "") }
        }
    }

    @Test func aRuleHoldingAgainAfterNoRuleHeldBuildsItsChildAfresh() {
        let shop = makeShop()
        let navigator = Navigator(root: shop)
        navigator.start()
        navigator.activeFlows.last?.flow(as: Flow<Int, Int, Void>.self)?.send(3)
        navigator.flush()
        #expect(navigator.path.description == "Shop > Browse > page-3")

        shop.update { $0 = 1 }
        navigator.flush()
        #expect(navigator.log.errors.map(\.code) == [.noMatchingRule])
        #expect(navigator.path.description == "Shop > Browse > page-3", "the previous path stays on screen")

        shop.update { $0 = 0 }
        navigator.flush()
        #expect(navigator.path.description == "Shop > Browse > page-0")
        #expect(navigator.log.errors.count == 1)
    }

    @Test func whileNoRuleHoldsTheTreeShowsNoCurrentRuleOfTheFlow() {
        let shop = makeShop()
        let navigator = Navigator(root: shop)
        navigator.start()
        shop.update { $0 = 1 }
        navigator.flush()
        #expect(
            navigator.flowTree().text == """
                Shop
                ├─   browse
                └─   checkout
                """)
    }
}
