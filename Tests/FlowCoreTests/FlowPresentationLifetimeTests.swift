import FlowCore
import Testing

/// A ``FlowPresentation`` kept after its navigator is gone: it reports nothing shown and dismissing does nothing.
@Suite @MainActor struct FlowPresentationLifetimeTests {
    @Test func aPresentationOutlivingItsNavigatorIsNotPresentedAndDismissesNothing() {
        var dismissals: [String?] = []
        var navigator: Navigator? = Navigator(root: makeCheckoutFlow())
        navigator?.start()
        let presentation = navigator?.present(makeAddressFlow()) { dismissals.append($0) }
        #expect(presentation?.isPresented == true)
        navigator = nil
        #expect(presentation?.isPresented == false)
        presentation?.dismiss()
        #expect(dismissals.isEmpty, "no navigator is left to hand the output on")
    }
}
