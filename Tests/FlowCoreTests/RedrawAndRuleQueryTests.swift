import FlowCore
import FlowTesting
import Testing

/// A screen that reads something outside its flow's state (an experiment's variant) is drawn
/// again when asked; tools ask a router's rules about a state without routing.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RedrawAndRuleQueryTests {
    /// What a debug page changes behind the flow's back.
    final class Variant {
        var name = "control"
    }

    func makeTipping(_ variant: Variant) -> Flow<Int, Int, Void> {
        Flow(
            "Tipping", initialState: 0, output: { _ in },
            reducer: { tip, new in
                tip = new
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "tips") { _, _ in
                FormScreen(id: "tips", title: "Tips (\(variant.name))")
            }
            router.addScreen({ _ in true }, name: "thanks") { _, _ in FormScreen(id: "thanks", title: "Thanks") }
        }
    }

    func title(_ navigator: Navigator) -> String? { (navigator.screen as? FormScreen)?.title }

    @Test func aRedrawShowsTheScreenAgainWithWhatItReadsNow() async throws {
        let variant = Variant()
        let tipping = makeTipping(variant)
        let navigator = Navigator(root: tipping)
        navigator.start()
        var updates: [[String]] = []
        let token = navigator.observe { updates.append($0.transitions.map(\.description)) }
        #expect(title(navigator) == "Tips (control)")

        variant.name = "generous"
        navigator.flush()
        #expect(title(navigator) == "Tips (control)", "nothing the navigator watches changed")
        #expect(updates.isEmpty)

        tipping.handle.setNeedsRedraw()
        navigator.flush()
        #expect(title(navigator) == "Tips (generous)")
        #expect(updates == [[]], "one update, with the same screen: no transition")
        #expect(navigator.path.description == "Tipping > tips")

        // Without a flush, the navigator draws on its own on the next turn.
        variant.name = "frugal"
        tipping.handle.setNeedsRedraw()
        await yieldUntil("the screen shows the frugal variant") { title(navigator) == "Tips (frugal)" }
        withExtendedLifetime(token) {}
    }

    @Test func ruleHoldsAnswersForEachRuleWithoutBuildingItsFlow() {
        let counter = BuildCounter()
        let checkout = makeCheckoutFlow(counter: counter)
        let router = checkout.router
        let empty = CheckoutState()
        #expect(
            (0..<router.rules.count).map { router.ruleHolds(at: $0, for: empty) } == [false, true, true, true, true])
        let withItems = CheckoutState(items: 2, address: "1 Main St")
        #expect(
            (0..<router.rules.count).map { router.ruleHolds(at: $0, for: withItems) } == [
                false, false, false, true, true,
            ])
        #expect(counter.builds == [:])
    }

    @Test func askingAboutARuleThatDoesNotExistStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await MainActor.run { makeCheckoutFlow().router.ruleHolds(at: 5, for: CheckoutState()) }
        }
        let message = standardError(of: result)
        #expect(message.contains("Rule index 5 is outside 0..<5."), "stderr: \(message)")
    }

    @Test func positionsDescribeThemselves() {
        #expect(RoutePosition.before("pay").description == #"before "pay""#)
        #expect(RoutePosition.after("cart").description == #"after "cart""#)
        #expect(RoutePosition.beforeLast.description == "before the last rule")
        #expect(RoutePosition.end.description == "at the end")
    }

    @Test func positionsNameIndicesOfTheRouter() {
        let router = makeCheckoutFlow().router
        #expect(router.rules.map(\.name) == ["help", "cart", "address", "pay", "done"])
        #expect(router.index(for: .before("cart")) == 1)
        #expect(router.index(for: .after("cart")) == 2)
        #expect(router.index(for: .after("done")) == 5)
        #expect(router.index(for: .beforeLast) == 4)
        #expect(router.index(for: .end) == 5)
        #expect(router.index(for: .before("missing")) == nil)
        #expect(router.index(for: .after("missing")) == nil)
        #expect(Router<Int, Never>().index(for: .beforeLast) == 0, "an empty router puts it first")
    }

    @Test func aFlowInsertedWhileTheParentRunsIsRoutedTo() throws {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        navigator.start()
        #expect(navigator.path.description == "Checkout > cart")
        let rule = checkout.router.insertFlow(
            { $0.items == 0 }, name: "promo", source: "test", at: .before("cart"), { makeAddressFlow() }
        ) { state, street in
            state.address = street
            state.items = 1
        }
        #expect(rule?.name == "promo")
        #expect(rule?.index == 1)
        #expect(rule?.kind == .flow)
        navigator.flush()
        #expect(navigator.path.description == "Checkout > Address > street")

        try navigator.form?.perform(FormEvent("save", values: ["street": "2 Side St"]))
        navigator.flush()
        #expect(checkout.state.address == "2 Side St")
        #expect(checkout.state.items == 1)
        #expect(navigator.path.description == "Checkout > pay")

        let missing = checkout.router.insertFlow(
            { _ in true }, name: "nowhere", source: "test", at: .after("missing"), { makeAddressFlow() }
        ) { _, _ in }
        #expect(missing == nil)
        #expect(checkout.router.rules.map(\.name) == ["help", "promo", "cart", "address", "pay", "done"])
    }
}
