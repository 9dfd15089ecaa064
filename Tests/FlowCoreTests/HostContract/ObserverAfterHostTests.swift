import FlowCore
import FlowTesting
import Testing

/// Observers (an inspector, a tester, analytics) hear an update after the host applied it, so what they
/// read of the host is already the new screen, whether the update came from a state change or a back.
@Suite @MainActor struct ObserverAfterHostTests {
    @Test func everyUpdateReachesTheHostBeforeItsObservers() throws {
        let host = RecordingHost()
        let navigator = startNavigator(makeCheckoutFlow(), host: host)
        var heard: [String] = []
        let token = navigator.observe { update in
            let transitions = update.transitions.map(\.description).joined(separator: ", ")
            heard.append("host had \(host.updates.count): \(transitions.isEmpty ? "(none)" : transitions)")
        }
        try navigator.form?.perform(FormEvent("add"))
        navigator.flush()
        #expect(navigator.back())
        try navigator.form?.perform(FormEvent("help"))
        navigator.flush()
        #expect(navigator.handleSystemBack())
        #expect(
            heard == [
                "host had 2: push cart -> street",
                "host had 3: pop street -> cart",
                "host had 4: present cart -> help",
                // The host dismissed the sheet itself; its update only confirms where it now is.
                "host had 5: (none)",
            ])
        _ = token
    }
}
