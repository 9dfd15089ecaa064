import FlowCore
import FlowTesting
import Testing

/// Without `flush()`, the navigator updates on its own at the end of every turn in which a flow
/// changed, not only the first.
@Suite(.timeLimit(.minutes(1))) @MainActor struct AutomaticUpdateTests {
    @Test func everyTurnWithAChangeGetsItsOwnUpdate() async {
        let checkout = makeCheckoutFlow()
        let host = RecordingHost()
        let navigator = startNavigator(checkout, host: host)
        checkout.send(.add)
        await yieldUntil("the first change to be shown") { navigator.path.description == "Checkout > Address > street" }
        checkout.send(.help)
        await yieldUntil("the second change to be shown") { navigator.path.description == "Checkout > help" }
        checkout.send(.closeHelp)
        await yieldUntil("the third change to be shown") {
            navigator.path.description == "Checkout > Address > street"
        }
        #expect(
            host.transcript == [
                "replace -> cart | Checkout > cart",
                "push cart -> street | Checkout > Address > street",
                "present street -> help | Checkout > help",
                "dismiss help -> street | Checkout > Address > street",
            ])
    }
}
