import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Detaching the hub while links are on their way: how many opens it stopped, an open suspended
/// behind a sign-in ends failed (not merely cancelled), and links open again once a navigator is
/// attached again.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubDetachTests {
    @Test func theLogCountsOnlyTheOpensStillInProgress() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://quick", .action { _ in "done" })
        try hub.register("ride://picker", .present { _ in makePicker() })
        #expect(await states(hub, "ride://quick") == ["preparing", "started", "produced(done)", "completed"])
        hub.detach()
        #expect(linkNotes(navigator).last == "hub detached (0 open(s) in progress cancelled)")
        hub.attach(navigator)
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await recorder.wait(for: 2)
        hub.detach()
        #expect(linkNotes(navigator).contains("hub detached (1 open(s) in progress cancelled)"))
        #expect(await recorder.finish().last?.hasPrefix("failed(cancelled: The routing hub was detached") == true)
    }

    @Test func anOpenSuspendedBehindASignInFailsAndTheSignInIsDismissed() async throws {
        let (hub, navigator, _) = makeHub()
        hub.addInterceptor(requiresLogin(completing: false), toGroup: "auth")
        try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
        let recorder = RoutingStateRecorder(hub.open("ride://a"))
        await yieldUntil("the Login to show") { navigator.path.description.hasSuffix("login") }
        hub.detach()
        #expect(
            await recorder.finish() == [
                "preparing",
                "failed(cancelled: The routing hub was detached while 'ride://a' was opening, so the open stopped and what it presented was dismissed; attach a navigator and open the link again.)",
            ])
        await yieldUntil("the Login to be dismissed") { navigator.path.description == "Home > home" }
        #expect(!linkNotes(navigator).contains { $0.hasPrefix("requiresAuth resumed") })
    }

    @Test func linksOpenAgainOnceANavigatorIsAttachedAgain() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://quick", .action { _ in "done" })
        hub.detach()
        #expect(
            await states(hub, "ride://quick") == [
                "preparing",
                "failed(routerUnavailable: No navigator is attached to the routing hub, so 'ride://quick' cannot open; call hub.attach(navigator) once the app's navigator exists.)",
            ])
        hub.attach(navigator)
        #expect(await states(hub, "ride://quick") == ["preparing", "started", "produced(done)", "completed"])
    }
}
