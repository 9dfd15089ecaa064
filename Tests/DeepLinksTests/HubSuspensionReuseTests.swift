import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// A sign-in that the last waiting open gave up on leaves nothing behind: the next link presents a
/// sign-in of its own and waits for it, whatever the earlier one ended with.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubSuspensionReuseTests {
    @Test func afterTheLastWaiterWasCancelledTheNextLinkWaitsForItsOwnSignIn() async throws {
        let (hub, navigator, _) = makeHub()
        let signIn = SignIn()
        hub.addInterceptor(requiresLogin(signIn), toGroup: "auth")
        try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
        try hub.register("ride://b", groups: ["auth"], .action { _ in "b" })

        let first = RoutingStateRecorder(hub.open("ride://a"))
        await yieldUntil("the first Login to show") { navigator.path.description == "Home > home > Login > login" }
        await first.cancel()
        await yieldUntil("the first Login to be dismissed") { navigator.path.description == "Home > home" }

        let next = RoutingStateRecorder(hub.open("ride://b"))
        await yieldUntil("a new Login to show") { navigator.path.description == "Home > home > Login > login" }
        await next.wait(for: 1)
        #expect(next.states == ["preparing"])
        navigator.tap("choose", value: "ada")
        #expect(signIn.isDone)
        #expect(await next.finish() == ["preparing", "started", "produced(b)", "completed"])
        #expect(
            linkNotes(navigator).filter { $0.hasPrefix("present Login") } == [
                "present Login for ride://a", "present Login for ride://b",
            ])
    }

    @Test func aSignInThatSucceededLetsTheNextLinkThroughWithoutWaiting() async throws {
        let (hub, navigator, _) = makeHub()
        let signIn = SignIn()
        hub.addInterceptor(requiresLogin(signIn), toGroup: "auth")
        try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
        let first = RoutingStateRecorder(hub.open("ride://a"))
        await yieldUntil("the Login to show") { navigator.path.description == "Home > home > Login > login" }
        navigator.tap("choose", value: "ada")
        #expect(await first.finish() == ["preparing", "started", "produced(a)", "completed"])
        #expect(await states(hub, "ride://a?again") == ["preparing", "started", "produced(a)", "completed"])
        #expect(linkNotes(navigator).filter { $0.hasPrefix("present Login") }.count == 1)
    }
}
