import FlowCore
import Testing

@Suite(.timeLimit(.minutes(1))) @MainActor struct RouterTests {
    private func screen(_ id: ScreenID) -> (Int, Send<Never>) -> FormScreen {
        { _, _ in FormScreen(id: id, title: "") }
    }

    @Test func theFirstRuleThatHoldsWins() {
        let router = Router<Int, Never>()
        router.addScreen({ $0 < 0 }, name: "negative", render: screen("negative"))
        router.addScreen({ $0 < 10 }, name: "small", render: screen("small"))
        router.addScreen({ $0 < 5 }, name: "shadowed", render: screen("never"))
        router.addFinish({ _ in true }, name: "done")

        #expect(router.route(for: -1)?.name == "negative")
        #expect(router.route(for: 3)?.name == "small")
        #expect(router.route(for: 3)?.index == 1)
        #expect(router.route(for: 99)?.name == "done")
    }

    @Test func noRuleHoldingReturnsNil() {
        let router = Router<Int, Never>()
        router.addScreen({ $0 == 1 }, name: "one", render: screen("one"))
        #expect(router.route(for: 2) == nil)
    }

    @Test func rulesAreNamedAfterTheirCallSiteByDefault() {
        let router = Router<Int, Never>()
        let line = #line + 1
        router.addFinish({ _ in true })
        #expect(router.rules.map(\.name) == ["RouterTests.swift:\(line)"])
        #expect(router.rules.map(\.source) == ["RouterTests.swift:\(line)"])
    }

    @Test func rulesListTheirKindAndPresentation() {
        let router = Router<CheckoutState, CheckoutAction>()
        router.addScreen({ $0.items == 0 }, name: "cart", presentation: .present) { _, _ in
            FormScreen(id: "cart", title: "")
        }
        router.addFlow({ _ in true }, name: "address", makeAddressFlow()) { state, street in state.address = street }
        router.addFinish({ _ in true }, name: "done")
        #expect(router.rules.map(\.kind) == [.screen, .flow, .finish])
        #expect(router.rules.map(\.presentation) == [.present, .push, .push])
        #expect(router.rules.map(\.index) == [0, 1, 2])
    }

    @Test func routeForStateBuildsNoFlow() {
        let counter = BuildCounter()
        let router = Router<CheckoutState, CheckoutAction>()
        router.addFlow({ _ in true }, name: "address", makeAddressFlow(counter: counter)) { _, _ in }
        _ = router.route(for: CheckoutState())
        #expect(counter.builds.isEmpty)
    }

    @Test func pluginsInsertRulesAtNamedPositions() {
        let router = Router<Int, Never>()
        router.addScreen({ $0 == 1 }, name: "a", render: screen("a"))
        router.addScreen({ $0 == 2 }, name: "b", render: screen("b"))
        router.addFinish({ _ in true }, name: "done")
        let plugin: (Int) -> any Screen = { _ in FormScreen(id: "plugin", title: "") }
        router.insertScreen({ _ in false }, name: "before-b", source: "test", at: .before("b"), render: plugin)
        router.insertScreen({ _ in false }, name: "after-a", source: "test", at: .after("a"), render: plugin)
        router.insertScreen({ _ in false }, name: "last", source: "test", at: .beforeLast, render: plugin)
        #expect(
            router.insertScreen({ _ in false }, name: "x", source: "test", at: .before("missing"), render: plugin)
                == nil)
        #expect(router.rules.map(\.name) == ["a", "after-a", "before-b", "b", "last", "done"])
        #expect(router.rules.map(\.index) == [0, 1, 2, 3, 4, 5])

        #expect(router.removeRoutes(named: ["after-a", "last"]) == 2)
        #expect(router.rules.map(\.name) == ["a", "before-b", "b", "done"])
        #expect(router.route(for: 2)?.index == 2)
    }

    @Test func addingARuleAfterTheFlowStartedIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let flow = Flow<Int, Never, Void>("Late", initialState: 0) { router in
                    router.addScreen({ _ in true }) { _, _ in FormScreen(id: "a", title: "") }
                }
                Navigator(root: flow).start()
                flow.router.addFinish({ _ in true }, name: "late")
            }
        }
    }

    @Test func screenIdentitiesDefaultToTheTypeNameInKebabCase() {
        struct EnterPhoneScreen: Screen {}
        struct URLScreen: Screen {}
        struct Screen2FA: Screen {}
        #expect(EnterPhoneScreen().screenID == "enter-phone")
        #expect(URLScreen().screenID == "url")
        #expect(Screen2FA().screenID == "screen2-fa")
    }

    /// Holds a screen type named just `Screen`, apart from the protocol's name.
    enum Plain { struct Screen: FlowCore.Screen {} }
    struct HTTPErrorScreen: FlowCore.Screen {}
    struct Step1Done: FlowCore.Screen {}
    struct Wrapper<Value: Sendable>: FlowCore.Screen { var value: Value }

    @Test func derivedIdentitiesSplitAcronymsAndNumbersAndDropGenericArguments() {
        #expect(Plain.Screen().screenID == "screen", "a type named just Screen keeps its name")
        #expect(HTTPErrorScreen().screenID == "http-error")
        #expect(Step1Done().screenID == "step1-done")
        #expect(Wrapper(value: 1).screenID == "wrapper")
        #expect(Wrapper(value: "a").screenID == "wrapper")
        #expect(HTTPErrorScreen().screenID == HTTPErrorScreen().screenID, "asked again, the same identity")
    }

    /// A rule inserted at the current rule's index moves that rule down one; its child flow is kept,
    /// not rebuilt with a fresh state (issue #12).
    @Test func aRuleInsertedAtTheCurrentRulesIndexKeepsItsChildFlow() throws {
        let counter = BuildCounter()
        let flow = Flow<Bool, Never, Void>("Home", initialState: true) { router in
            router.addFlow({ $0 }, name: "address", makeAddressFlow(counter: counter)) { state, _ in state = false }
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        let address = try #require(counter.lastAddressFlow)
        #expect(navigator.path.description == "Home > Address > street")

        flow.router.insertScreen({ _ in false }, name: "plugin", source: "test", at: .before("address")) { _ in
            FormScreen(id: "plugin", title: "Plugin")
        }
        navigator.setNeedsRouting()
        navigator.flush()
        #expect(flow.router.rules.map(\.name) == ["plugin", "address", "home"])
        #expect(counter.builds == ["Address": 1])
        #expect(counter.lastAddressFlow === address)
        #expect(navigator.path.description == "Home > Address > street")
    }

    /// Removing a rule in front of the current one keeps its child flow; removing the current rule releases it.
    @Test func removingRulesKeepsOrReleasesTheCurrentChildFlow() throws {
        let counter = BuildCounter()
        let flow = Flow<Bool, Never, Void>("Home", initialState: true) { router in
            router.addScreen({ _ in false }, name: "intro") { _, _ in FormScreen(id: "intro", title: "Intro") }
            router.addFlow({ $0 }, name: "address", makeAddressFlow(counter: counter)) { state, _ in state = false }
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        let address = try #require(counter.lastAddressFlow)

        #expect(flow.router.removeRoutes(named: ["intro"]) == 1)
        navigator.setNeedsRouting()
        navigator.flush()
        #expect(counter.builds == ["Address": 1])
        #expect(counter.lastAddressFlow === address)
        #expect(navigator.path.description == "Home > Address > street")

        #expect(flow.router.removeRoutes(named: ["address"]) == 1)
        navigator.setNeedsRouting()
        navigator.flush()
        #expect(flow.router.rules.map(\.name) == ["home"])
        #expect(navigator.path.description == "Home > home")
        #expect(counter.builds == ["Address": 1])
    }

    /// A plugin's sub-flow removed while it shows: the flow rule that takes its place gets its own child, not the removed one's.
    @Test func theFlowRuleThatTakesARemovedCurrentRulesPlaceBuildsItsOwnChild() throws {
        let counter = BuildCounter()
        let flow = Flow<Bool, Never, Void>("Home", initialState: true) { router in
            router.addFlow({ $0 }, name: "plugin", makeAddressFlow(counter: counter)) { _, _ in }
            router.addFlow({ $0 }, name: "own", makeWelcome()) { _, _ in }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        #expect(navigator.path.description == "Home > Address > street")

        #expect(flow.router.removeRoutes(named: ["plugin"]) == 1)
        navigator.flush()
        #expect(flow.router.rules.map(\.name) == ["own"])
        #expect(navigator.path.flowNames == ["Home", "Welcome"])
        #expect(counter.lastAddressFlow == nil, "the removed rule's child is released")
    }

    /// Removing routes that do not exist changes nothing, so the navigator does not route again.
    @Test func removingNoRouteDoesNotRouteAgain() {
        let flow = Flow<Bool, Never, Void>("Home", initialState: true) { router in
            router.addScreen({ _ in false }, name: "intro") { _, _ in FormScreen(id: "intro", title: "Intro") }
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        var updates = 0
        let observation = navigator.observe { _ in updates += 1 }
        #expect(flow.router.removeRoutes(named: ["missing"]) == 0)
        navigator.flush()
        #expect(updates == 0)
        #expect(flow.router.removeRoutes(named: ["intro"]) == 1)
        navigator.flush()
        #expect(updates == 1)
        _ = observation
    }
}
