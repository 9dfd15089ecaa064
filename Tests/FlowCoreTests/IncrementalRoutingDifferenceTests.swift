import FlowCore
import Testing

/// The navigator's own check of its incremental routing against a from-scratch evaluation (the
/// random walks run it after every step) names the first difference, and finds none once the
/// navigator has routed again.
@Suite @MainActor struct IncrementalRoutingDifferenceTests {
    @Test func aRuleThatReadsOutsideItsFlowAndChangedUnroutedIsNamed() {
        let account = NavigatorFullCheckTests.Account()
        let navigator = Navigator(root: NavigatorFullCheckTests.makeRoot(account))
        navigator.start()
        #expect(navigator.differenceFromScratch() == nil)

        account.signedIn = true
        #expect(
            navigator.differenceFromScratch()
                == #"flow 'Root' routes by rule 0 from scratch, but the path Root > sign-in shows sign-in by rule "sign-in""#
        )
        navigator.setNeedsRouting()
        navigator.flush()
        #expect(navigator.path.description == "Root > home")
        #expect(navigator.differenceFromScratch() == nil)
    }

    @Test func aPathOfNestedFlowsAndAPresentedOneHasNoDifference() {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        navigator.start()
        checkout.send(.add)
        checkout.send(.help)
        navigator.flush()
        #expect(navigator.path.description == "Checkout > help")
        #expect(navigator.differenceFromScratch() == nil)
        navigator.present(makeAddressFlow())
        #expect(navigator.hostModel.layers.count == 3)
        #expect(navigator.differenceFromScratch() == nil)
    }

    @Test func aFlowWhoseOnlyRuleStoppedHoldingUnroutedIsNamed() {
        let account = NavigatorFullCheckTests.Account()
        account.signedIn = true
        let gate = Flow<Int, Never, Void>("Gate", initialState: 0) { router in
            router.addScreen({ _ in account.signedIn }, name: "lobby") { _, _ in
                FormScreen(id: "lobby", title: "Lobby")
            }
        }
        let navigator = Navigator(root: gate)
        navigator.start()
        #expect(navigator.differenceFromScratch() == nil)

        account.signedIn = false
        #expect(
            navigator.differenceFromScratch()
                == "flow 'Gate' at 0 matches no rule from scratch, but the path is Gate > lobby")
    }
}
