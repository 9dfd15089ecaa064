import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Ways a caller stops waiting: breaking out of the loop or dropping the stream.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct RoutingHubCancellationTests {
    @Test func cancellingTheReaderDismissesWhatWasPresented() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        await recorder.cancel()
        await yieldUntil("linkNotes(navigator).last?.hasPrefix(\"cancelled\") == true") {
            linkNotes(navigator).last?.hasPrefix("cancelled") == true
        }
        #expect(navigator.path.description == "Home > home")
        #expect(linkNotes(navigator).last == "cancelled ride://picker; what it presented was dismissed")
    }

    @Test func droppingTheStreamCancelsTheOpen() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        _ = hub.open("ride://picker")
        await yieldUntil("linkNotes(navigator).last?.hasPrefix(\"cancelled\") == true") {
            linkNotes(navigator).last?.hasPrefix("cancelled") == true
        }
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
