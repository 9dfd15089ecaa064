import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// How an open's end reaches the navigator's log: a failure with its message, a handler that
/// ignored its cancellation and returned (cancelled, never completed), one that threw because it
/// was cancelled (cancelled, not failed), and no open hook at all while no navigator is attached.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct OpenEndingNoteTests {
    /// Lets a test resume an action that waits for it.
    final class Gate {
        var continuation: CheckedContinuation<Void, Never>?
    }

    @Test func aFailedOpenIsLoggedWithItsMessage() async {
        let (hub, navigator, _) = makeHub()
        let failure = "No route matches 'ride://missing'; register a pattern for it or check the link for typos."
        #expect(await states(hub, "ride://missing") == ["preparing", "failed(unknownRoute: \(failure))"])
        #expect(linkNotes(navigator).suffix(2) == ["open ride://missing", "failed: \(failure)"])
    }

    /// Whether a cancelled handler returns anyway or throws `CancellationError`, the open ends cancelled.
    @Test(arguments: [false, true])
    func aCancelledHandlerEndsCancelledWhetherItReturnsOrThrows(throwsWhenCancelled: Bool) async throws {
        let (hub, navigator, _) = makeHub()
        let gate = Gate()
        try hub.registerAsyncAction("slow") { _ in
            await withCheckedContinuation { gate.continuation = $0 }
            if throwsWhenCancelled { try Task.checkCancellation() }
            return "late"
        }
        let recorder = RoutingStateRecorder(hub.open("action://slow"))
        await yieldUntil("the action to wait") { gate.continuation != nil }
        await recorder.cancel()
        gate.continuation?.resume()
        await yieldUntil("the open to be logged cancelled") {
            linkNotes(navigator).last == "cancelled action://slow; what it presented was dismissed"
        }
        #expect(!linkNotes(navigator).contains { $0.hasPrefix("completed") || $0.hasPrefix("failed:") })
    }

    @Test func withoutANavigatorNoOpenHookRunsAndTheLinkIsNamedAsGiven() async {
        let hub = RoutingHub(schemes: ["ride"])
        var opened: [String] = []
        hub.onWillOpen { opened.append($0.description) }
        #expect(
            await states(hub, "RIDE://Quick") == [
                "preparing",
                "failed(routerUnavailable: No navigator is attached to the routing hub, so 'RIDE://Quick' cannot open; call hub.attach(navigator) once the app's navigator exists.)",
            ])
        #expect(opened == [])
    }
}
