import FlowCore
import Testing

@Suite @MainActor struct RouterTests {
    @Test func theFirstRuleThatHoldsWins() {
        let router = Router<Int>()
        router.addRoute({ $0 < 0 }, Screen(id: "negative", title: ""), name: "negative")
        router.addRoute({ $0 < 10 }, Screen(id: "small", title: ""), name: "small")
        router.addRoute({ $0 < 5 }, Screen(id: "never", title: ""), name: "shadowed")
        router.addRoute({ _ in true }, nil, name: "done")

        #expect(router.route(for: -1)?.name == "negative")
        #expect(router.route(for: 3)?.name == "small")
        #expect(router.route(for: 3)?.index == 1)
        #expect(router.route(for: 99)?.name == "done")
    }

    @Test func noRuleHoldingReturnsNil() {
        let router = Router<Int>()
        router.addRoute({ $0 == 1 }, Screen(id: "one", title: ""), name: "one")
        #expect(router.route(for: 2) == nil)
    }

    @Test func rulesAreNamedAfterTheirCallSiteByDefault() {
        let router = Router<Int>()
        let line = #line + 1
        router.addRoute({ _ in true }, nil)
        #expect(router.rules.map(\.name) == ["RouterTests.swift:\(line)"])
    }

    @Test func rulesListTheirKindAndPresentation() {
        let router = Router<CheckoutState>()
        router.addRoute({ $0.items == 0 }, Screen(id: "cart", title: ""), name: "cart", presentation: .modal)
        router.addRoute({ _ in true }, name: "summary") { Screen(id: "summary", title: "\($0.items)") }
        router.addRoute({ _ in true }, makeAddressFlow(), name: "address") { state, street in state.address = street }
        #expect(router.rules.map(\.kind) == [.routable, .screen, .flow])
        #expect(router.rules.map(\.presentation) == [.modal, .push, .push])
        #expect(router.rules.map(\.index) == [0, 1, 2])
    }

    @Test func routeForStateBuildsNothing() {
        let counter = BuildCounter()
        let router = Router<Int>()
        router.addRoute({ _ in true }, counter.screen("lazy"), name: "lazy")
        _ = router.route(for: 1)
        #expect(counter.builds["lazy"] == nil)
    }

    @Test func pluginsInsertRulesAtNamedPositions() {
        let router = Router<Int>()
        router.addRoute({ $0 == 1 }, nil, name: "a")
        router.addRoute({ $0 == 2 }, nil, name: "b")
        router.addRoute({ _ in true }, nil, name: "done")
        router.insertRoute({ _ in false }, nil, name: "before-b", at: .before("b"))
        router.insertRoute({ _ in false }, nil, name: "after-a", at: .after("a"))
        router.insertRoute({ _ in false }, nil, name: "last", at: .beforeLast)
        #expect(router.insertRoute({ _ in false }, nil, name: "x", at: .before("missing")) == nil)
        #expect(router.rules.map(\.name) == ["a", "after-a", "before-b", "b", "last", "done"])
        #expect(router.rules.map(\.index) == [0, 1, 2, 3, 4, 5])

        #expect(router.removeRoutes(named: ["after-a", "last"]) == 2)
        #expect(router.rules.map(\.name) == ["a", "before-b", "b", "done"])
        #expect(router.route(for: 2)?.index == 2)
    }

    @Test func addingARuleAfterTheFlowStartedIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let flow = Flow("Late", initialState: 0) { router in
                    router.addRoute({ _ in true }, Screen(id: "a", title: ""))
                }
                Navigator(root: flow).start()
                flow.router.addRoute({ _ in true }, nil, name: "late")
            }
        }
    }
}
