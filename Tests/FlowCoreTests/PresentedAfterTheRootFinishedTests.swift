import FlowCore
import FlowTesting
import Testing

/// A flow presented after the root finished is shown on its own; the root, finished once, is not routed again.
@Suite @MainActor struct PresentedAfterTheRootFinishedTests {
    @Test func aSheetPresentedAfterTheRootFinishedLeavesTheRootFinishedOnce() throws {
        let checkout = makeCheckoutFlow()
        let host = RecordingHost()
        let navigator = startNavigator(checkout, host: host)
        checkout.update { $0 = CheckoutState(items: 1, address: "1 Main St", paid: true) }
        navigator.flush()
        navigator.present(makeAddressFlow())
        #expect(navigator.path.description == "Address > street")
        try navigator.form?.perform(FormEvent("save", values: ["street": "2 Side St"]))
        navigator.flush()
        #expect(navigator.path.description == "")
        #expect(navigator.rootOutput(as: Bool.self) == true)
        let finishes = navigator.log.events.filter { event in
            if case .finished = event.kind { return true }
            return false
        }
        #expect(
            finishes.map(\.description).map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
                "finish Checkout", "finish Address",
            ])
    }
}
