import FlowCore
import FlowTesting
import Testing

/// The update that finishes the root flow: no screen, the root's output, an empty path.
@Suite @MainActor struct RootFinishedUpdateTests {
    @Test func theLastUpdateHandsTheRootsOutputAndNoScreen() {
        let checkout = makeCheckoutFlow()
        let host = RecordingHost()
        let navigator = startNavigator(checkout, host: host)
        #expect(host.updates.last?.rootOutput == nil, "a started root has no output")
        checkout.update { $0 = CheckoutState(items: 1, address: "1 Main St", paid: true) }
        navigator.flush()
        let last = host.updates.last
        #expect(host.updates.count == 2)
        #expect(last?.path.description == "")
        #expect(last?.screen == nil)
        #expect(last?.rootOutput as? Bool == true)
        #expect(last?.transitions.map(\.description) == [])
        #expect(last?.canGoBack == [false])
        #expect(navigator.screen == nil)
        #expect(navigator.activeFlows.isEmpty)
    }

    @Test func aRootThatFinishesAtStartShowsNothingAndHasNoLayerToGoBackIn() {
        let quick = Flow<Int, Never, Int>("Quick", initialState: 3, output: { $0 }) { router in
            router.addFinish({ _ in true }, name: "at once")
        }
        let host = RecordingHost()
        let navigator = startNavigator(quick, host: host)
        let only = host.updates.first
        #expect(host.updates.count == 1)
        #expect(only?.path.description == "")
        #expect(only?.screen == nil)
        #expect(only?.screens.isEmpty == true)
        #expect(only?.rootOutput as? Int == 3)
        #expect(only?.transitions.isEmpty == true)
        #expect(only?.canGoBack == [], "no layer is shown")
        #expect(navigator.hostModel == HostModel(layers: []))
    }
}
