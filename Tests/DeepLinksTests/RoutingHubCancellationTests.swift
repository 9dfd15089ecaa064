import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Ways a caller stops waiting: breaking out of the loop or dropping the stream.
@Suite(.serialized)
@MainActor
struct RoutingHubCancellationTests {
    @Test func breakingOutOfTheLoopDismissesWhatWasPresented() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        for await state in hub.open("ride://picker") {
            if case .started = state { break }
        }
        await yieldUntil { linkNotes(navigator).last?.hasPrefix("cancelled") == true }
        #expect(navigator.path.description == "Home > home")
        #expect(linkNotes(navigator).last == "cancelled ride://picker; what it presented was dismissed")
    }

    @Test func droppingTheStreamCancelsTheOpen() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        _ = hub.open("ride://picker")
        await yieldUntil { linkNotes(navigator).last?.hasPrefix("cancelled") == true }
        #expect(navigator.path.description == "Home > home")
    }

    @Test func aPresentedFlowThatFinishesAtOnceStillReportsStartedFirst() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register(
            "ride://quick",
            .present { _ in
                let picker = makePicker()
                picker.update { $0.choice = "at once" }
                return picker
            })
        #expect(await states(hub, "ride://quick") == ["preparing", "started", "produced(at once)", "completed"])
        #expect(navigator.path.description == "Home > home")
    }
}
