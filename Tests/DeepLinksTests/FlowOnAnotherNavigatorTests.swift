import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// A flow instance already running in another navigator (another window) is not presented a second time.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct FlowOnAnotherNavigatorTests {
    @Test func aHandlerReturningAFlowShownInAnotherNavigatorFails() async throws {
        let (hub, navigator, _) = makeHub()
        let picker = makePicker()
        let otherWindow = Navigator(root: makeHome())
        otherWindow.start()
        let shown = otherWindow.present(picker)
        #expect(picker.isActive)
        try hub.register("ride://picker", .present { _ in picker })
        #expect(
            await states(hub, "ride://picker") == [
                "preparing",
                "failed(flowAlreadyOnPath: The handler of 'ride://picker' returned flow 'Picker', which is already on the path; build a new flow in the handler for each open, or use .apply(to:) to change the one shown.)",
            ])
        #expect(navigator.activeFlows.map(\.name) == ["Home"])
        shown.dismiss()
    }

    @Test func anInterceptorPresentingAFlowShownInAnotherNavigatorGetsNil() async throws {
        let (hub, navigator, _) = makeHub()
        let picker = makePicker()
        let otherWindow = Navigator(root: makeHome())
        otherWindow.start()
        let shown = otherWindow.present(picker)
        let again = try PresentingInterceptorRoute(on: hub, presenting: picker)
        #expect(await states(hub, "ride://again") == ["preparing", "started", "completed"])
        #expect(again.outputs == [nil])
        #expect(linkNotes(navigator).contains("not presenting Picker for ride://again: it is already on the path"))
        shown.dismiss()
    }
}
