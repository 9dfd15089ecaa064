import FlowCore
import Testing

/// A navigator made early (an app sets up its host first) shows nothing until `start()`, whatever
/// its flows do before, and then starts from the state they reached.
@Suite(.timeLimit(.minutes(1))) @MainActor struct NavigatorBeforeStartTests {
    @Test func changesBeforeTheStartRouteNothingAndTheStartShowsWhereTheyLed() async {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        var updates: [String] = []
        let token = navigator.observe { updates += $0.transitions.map(\.description) }
        checkout.send(.add)
        navigator.flush()
        navigator.setNeedsRouting()
        navigator.flush()
        for _ in 0..<10 { await Task.yield() }
        #expect(updates == [])
        #expect(navigator.path.description == "")
        #expect(navigator.screen == nil)
        #expect(navigator.hostModel == HostModel())
        #expect(!navigator.canGoBack)

        navigator.start()
        #expect(updates == ["replace -> street"])
        #expect(navigator.path.description == "Checkout > Address > street")
        withExtendedLifetime(token) {}
    }
}
