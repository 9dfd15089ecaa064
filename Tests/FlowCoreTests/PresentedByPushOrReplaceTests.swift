import FlowCore
import FlowTesting
import Testing

/// `present(_:presentation:)` with `.push` or `.replace`: a deep link that opens a flow on the
/// current stack instead of in a sheet; what the host is told when it comes and goes.
@Suite @MainActor struct PresentedByPushOrReplaceTests {
    @Test func aFlowPresentedByPushGoesOnTheStackAndBackDismissesIt() {
        let host = RecordingHost()
        let navigator = startNavigator(makeCheckoutFlow(), host: host)
        var endings: [String?] = []
        let presentation = navigator.present(makeAddressFlow(), presentation: .push) { endings.append($0) }
        #expect(host.transcript.last == "push cart -> street | Checkout > cart > Address > street")
        #expect(navigator.hostModel == HostModel(layers: [["cart", "street"]]))
        #expect(navigator.canGoBack)

        #expect(navigator.back())
        #expect(endings == [nil])
        #expect(!presentation.isPresented)
        #expect(host.transcript.last == "pop street -> cart | Checkout > cart")
        #expect(navigator.hostModel == HostModel(layers: [["cart"]]))
    }

    @Test func aFlowPresentedByPushThatFinishesHandsItsOutputOnAndPops() throws {
        let host = RecordingHost()
        let navigator = startNavigator(makeCheckoutFlow(), host: host)
        var endings: [String?] = []
        navigator.present(makeAddressFlow(), presentation: .push) { endings.append($0) }
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
        #expect(endings == ["1 Main St"])
        #expect(host.transcript.last == "pop street -> cart | Checkout > cart")
    }

    /// The screen uncovered after a replace comes back as its own rule says (`cart` is pushed): the
    /// stack the replace took away is not rebuilt (see `HostLayout.advance`).
    @Test func aFlowPresentedByReplaceTakesTheStacksPlaceAndTheUncoveredScreenComesBackByItsRule() {
        let host = RecordingHost()
        let navigator = startNavigator(makeCheckoutFlow(), host: host)
        let presentation = navigator.present(makeAddressFlow(), presentation: .replace)
        #expect(host.transcript.last == "replace cart -> street | Checkout > cart > Address > street")
        #expect(navigator.hostModel == HostModel(layers: [["street"]]))
        presentation.dismiss()
        #expect(host.transcript.last == "push street -> cart | Checkout > cart")
        #expect(navigator.hostModel == HostModel(layers: [["street", "cart"]]))
        #expect(!navigator.canGoBack, "no rule on the path declares a back from the cart")
    }

    @Test func aFlowPresentedModallyIsALayerOfItsOwn() {
        let host = RecordingHost()
        let navigator = startNavigator(makeCheckoutFlow(), host: host)
        let presentation = navigator.present(makeAddressFlow())
        #expect(host.transcript.last == "present cart -> street | Checkout > cart > Address > street")
        #expect(navigator.hostModel == HostModel(layers: [["cart"], ["street"]]))
        presentation.dismiss()
        #expect(host.transcript.last == "dismiss street -> cart | Checkout > cart")
        presentation.dismiss()
        #expect(host.transcript.count == 3, "dismissing twice changes nothing")
    }
}
