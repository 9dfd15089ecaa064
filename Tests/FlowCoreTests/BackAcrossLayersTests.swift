import FlowCore
import FlowTesting
import Testing

/// `back(to:)` a screen or flow beneath a presented sheet: the app's "close and go to cart" button.
@Suite @MainActor struct BackAcrossLayersTests {
    /// Checkout at its address screen (cart beneath), with an address flow presented over it.
    func start() -> (Navigator, RecordingHost) {
        let checkout = makeCheckoutFlow()
        let host = RecordingHost()
        let navigator = startNavigator(checkout, host: host)
        checkout.send(.add)
        navigator.flush()
        return (navigator, host)
    }

    @Test func backToAScreenBeneathASheetDismissesTheSheetInOneUpdate() {
        let (navigator, host) = start()
        var endings: [String?] = []
        navigator.present(makeAddressFlow()) { endings.append($0) }
        #expect(navigator.hostModel == HostModel(layers: [["cart", "street"], ["street"]]))
        var updates = 0
        let token = navigator.observe { _ in updates += 1 }

        #expect(navigator.back(to: .screen("cart")))
        withExtendedLifetime(token) {}
        #expect(updates == 1)
        #expect(endings == [nil], "the sheet's flow was dismissed")
        #expect(navigator.path.description == "Checkout > cart")
        #expect(navigator.hostModel == HostModel(layers: [["cart"]]))
        #expect(
            host.transcript.suffix(2) == [
                "dismiss street -> street | Checkout > cart", "pop street -> cart | Checkout > cart",
            ])
    }

    @Test func backToAFlowBeneathASheetStopsAtTheFirstScreenItShows() {
        let (navigator, _) = start()
        navigator.present(makeAddressFlow())
        #expect(navigator.back(to: .flow("Checkout")))
        #expect(
            navigator.path.description == "Checkout > cart",
            "past the sheet, then past the address the checkout routed to")
    }

    @Test func aScreenOnlyOnTopIsNotBeneathIt() {
        let (navigator, _) = start()
        navigator.present(makeAddressFlow())
        #expect(!navigator.back(to: .screen("pay")))
        #expect(navigator.hostModel == HostModel(layers: [["cart", "street"], ["street"]]))
    }
}
