import FlowCore
import FlowTesting
import Testing

/// The recording host keeps every update with its path, and forgets them on `reset()`.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RecordingHostTests {
    @Test func itRecordsEachTransitionWithItsPathAndForgetsThemOnReset() {
        let flow = makeNotes()
        let host = RecordingHost()
        let navigator = Navigator(root: flow)
        navigator.host = host
        navigator.start()
        flow.send(.add("milk"))
        navigator.flush()
        #expect(host.transcript == ["replace -> edit | Notes > edit", "push edit -> saved | Notes > saved"])
        #expect(host.transitions.map(\.kind) == [.replace, .push])
        #expect(host.updates.count == 2)
        host.reset()
        #expect(host.updates.isEmpty)
        #expect(host.transcript.isEmpty)
        flow.send(.add("tea"))
        navigator.flush()
        // The same screen with new content: an update without transitions, so no transcript line.
        #expect(host.updates.map(\.transitions.count) == [0])
        #expect(host.transcript.isEmpty)
        #expect((host.updates.first?.screen as? FormScreen)?.title == "2 notes")
    }
}
