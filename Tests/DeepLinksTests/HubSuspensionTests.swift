import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Links suspended behind one sign-in: cancelling any one open at any stage of the suspension
/// never affects the others, and a sign-in already on the path is waited for, not presented again.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubSuspensionTests {
    /// A hub whose `ride://a`, `ride://b` and `ride://c` need sign-in; `ride://open` presents a picker.
    private func makeAuthHub(completing: Bool = true) throws -> (RoutingHub, Navigator, SignIn) {
        let (hub, navigator, _) = makeHub()
        let signIn = SignIn()
        hub.addInterceptor(requiresLogin(signIn, completing: completing), toGroup: "auth")
        for name in ["a", "b", "c"] {
            try hub.register(RoutePattern(parsing: "ride://\(name)"), groups: ["auth"], .action { _ in name })
        }
        try hub.register("ride://open", groups: ["auth"], .present { _ in makePicker() })
        return (hub, navigator, signIn)
    }

    private let rejected = { (link: String) in
        "failed(rejected: Interceptor 'requiresAuth' rejected '\(link)': sign-in was cancelled; meet its condition and open the link again.)"
    }

    @Test func cancellingTheOpenThatPresentedTheSignInKeepsItForTheOthers() async throws {
        let (hub, navigator, signIn) = try makeAuthHub()
        let presenter = RoutingStateRecorder(hub.open("ride://a"))
        let waiter = RoutingStateRecorder(hub.open("ride://b"))
        await yieldUntil("ride://b to wait behind the Login") {
            linkNotes(navigator).contains("requiresAuth suspended ride://b behind the Login already shown")
        }
        await presenter.cancel()
        #expect(presenter.states == ["preparing"])
        #expect(navigator.path.description == "Home > home > Login > login")
        navigator.tap("choose", value: "ada")
        #expect(signIn.isDone)
        #expect(await waiter.finish() == ["preparing", "started", "produced(b)", "completed"])
        #expect(linkNotes(navigator).filter { $0.hasPrefix("present Login") } == ["present Login for ride://a"])
    }

    @Test func cancellingAWaiterLeavesThePresenterAndTheOtherWaiters() async throws {
        let (hub, navigator, _) = try makeAuthHub()
        let presenter = RoutingStateRecorder(hub.open("ride://a"))
        let cancelled = RoutingStateRecorder(hub.open("ride://b"))
        let waiter = RoutingStateRecorder(hub.open("ride://c"))
        await yieldUntil("ride://c to wait behind the Login") {
            linkNotes(navigator).contains("requiresAuth suspended ride://c behind the Login already shown")
        }
        await cancelled.cancel()
        #expect(navigator.path.description == "Home > home > Login > login")
        navigator.tap("choose", value: "ada")
        #expect(await presenter.finish() == ["preparing", "started", "produced(a)", "completed"])
        #expect(await waiter.finish() == ["preparing", "started", "produced(c)", "completed"])
        #expect(cancelled.states == ["preparing"])
    }

    @Test func whenEveryWaitingOpenIsCancelledTheSignInIsDismissed() async throws {
        let (hub, navigator, _) = try makeAuthHub(completing: false)
        let first = RoutingStateRecorder(hub.open("ride://a"))
        let second = RoutingStateRecorder(hub.open("ride://b"))
        await yieldUntil("ride://b to wait behind the Login") {
            linkNotes(navigator).contains("requiresAuth suspended ride://b behind the Login already shown")
        }
        await first.cancel()
        #expect(navigator.path.description == "Home > home > Login > login")
        await second.cancel()
        await yieldUntil("the Login to be dismissed") { navigator.path.description == "Home > home" }
        await yieldUntil("the note that ride://b was cancelled") {
            linkNotes(navigator).contains("cancelled ride://b; what it presented was dismissed")
        }
        #expect(linkNotes(navigator).contains("cancelled ride://a; what it presented was dismissed"))
    }

    @Test func anOpenCancelledBeforeItRunsPresentsNothing() async throws {
        let (hub, navigator, _) = try makeAuthHub()
        _ = hub.open("ride://a")  // dropping the stream cancels the open before it runs
        await yieldUntil("the open to end") { linkNotes(navigator).last?.hasPrefix("cancelled") == true }
        #expect(!linkNotes(navigator).contains { $0.hasPrefix("present Login") })
        #expect(navigator.path.description == "Home > home")
    }

    @Test func anOpenCancelledWhileAnEarlierInterceptorWaitsPresentsNothing() async throws {
        let (hub, navigator, _) = try makeAuthHub()
        let release = SignIn()
        hub.addInterceptor(
            RouteInterceptor("slow") { _, _ in
                while !release.isDone { await Task.yield() }
                return .proceed
            })
        let recorder = RoutingStateRecorder(hub.open("ride://a"))
        await recorder.wait(for: 1)
        await yieldUntil("the open to reach the slow interceptor") {
            linkNotes(navigator).contains("native ride://a matched ride://a")
        }
        let cancelling = Task { await recorder.cancel() }
        await Task.yield()
        release.isDone = true
        await cancelling.value
        await yieldUntil("the open to end") { linkNotes(navigator).last?.hasPrefix("cancelled") == true }
        #expect(!linkNotes(navigator).contains { $0.hasPrefix("requiresAuth") })
        #expect(navigator.path.description == "Home > home")
    }

    @Test func anOpenCancelledWhileSuspendedEndsAndDoesNotHang() async throws {
        let (hub, navigator, _) = try makeAuthHub(completing: false)
        let recorder = RoutingStateRecorder(hub.open("ride://a"))
        await yieldUntil("the Login to show") { navigator.path.description.hasSuffix("login") }
        await recorder.cancel()
        #expect(recorder.states == ["preparing"])
        await yieldUntil("the open to be reported cancelled") {
            linkNotes(navigator).last == "cancelled ride://a; what it presented was dismissed"
        }
        #expect(navigator.path.description == "Home > home")
        // The gate is free again: the next link presents a new sign-in.
        let next = RoutingStateRecorder(hub.open("ride://b"))
        await yieldUntil("a new Login to show") { navigator.path.description.hasSuffix("login") }
        #expect(navigator.back())
        #expect(await next.finish() == ["preparing", rejected("ride://b")])
    }

    @Test func anOpenCancelledAfterItResumedDismissesWhatItPresented() async throws {
        let (hub, navigator, _) = try makeAuthHub()
        let recorder = RoutingStateRecorder(hub.open("ride://open"))
        await yieldUntil("the Login to show") { navigator.path.description.hasSuffix("login") }
        navigator.tap("choose", value: "ada")
        await yieldUntil("the picker to show after sign-in") { navigator.path.description.hasSuffix("pick") }
        await recorder.cancel()
        #expect(recorder.states == ["preparing", "started"])
        await yieldUntil("the picker to be dismissed") { navigator.path.description == "Home > home" }
        #expect(linkNotes(navigator).last == "cancelled ride://open; what it presented was dismissed")
    }

    @Test func aSignInAlreadyOnThePathIsWaitedForInsteadOfPresentedAgain() async throws {
        let (hub, navigator, signIn) = try makeAuthHub()
        let login = makePicker("Login", screen: "login")
        login.onOutput { _ in signIn.isDone = true }
        _ = navigator.present(login)
        navigator.flush()
        #expect(navigator.path.description == "Home > home > Login > login")
        let recorder = RoutingStateRecorder(hub.open("ride://a"))
        await yieldUntil("ride://a to wait behind the Login on the path") {
            linkNotes(navigator).contains("requiresAuth suspended ride://a behind the Login already on the path")
        }
        #expect(navigator.path.description == "Home > home > Login > login")
        navigator.tap("choose", value: "ada")
        #expect(await recorder.finish() == ["preparing", "started", "produced(a)", "completed"])
        #expect(!linkNotes(navigator).contains { $0.hasPrefix("present Login") })
    }

    @Test func aSignInOnThePathThatIsDismissedRejectsTheLinkAndStays() async throws {
        let (hub, navigator, _) = try makeAuthHub()
        let login = makePicker("Login", screen: "login")
        _ = navigator.present(login)
        navigator.flush()
        let recorder = RoutingStateRecorder(hub.open("ride://a"))
        await yieldUntil("ride://a to wait behind the Login on the path") {
            linkNotes(navigator).contains("requiresAuth suspended ride://a behind the Login already on the path")
        }
        await recorder.cancel()
        // The gate did not present it, so cancelling does not dismiss it.
        #expect(navigator.path.description == "Home > home > Login > login")
        let next = RoutingStateRecorder(hub.open("ride://b"))
        await yieldUntil("ride://b to wait behind the Login on the path") {
            linkNotes(navigator).contains("requiresAuth suspended ride://b behind the Login already on the path")
        }
        #expect(navigator.back())
        #expect(await next.finish() == ["preparing", rejected("ride://b")])
    }
}

/// A sign-in flow that ends the moment it is presented (the rider was signed in meanwhile, or it
/// has nothing to ask) must still let the link that presented it go on: nothing waits for a flow
/// that already ended. Found by the RoutingHub fuzzer (`ride://profile/ada`).
@Suite(.timeLimit(.minutes(1))) @MainActor struct HubInstantSignInTests {
    func hub(signingIn: Bool, signedIn: SignIn = SignIn()) throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        hub.addInterceptor(
            .suspending(
                "requiresAuth", unless: { signedIn.isDone },
                present: {
                    signedIn.isDone = signingIn
                    return Flow<Int, Never, Bool>("Instant", initialState: 0, output: { _ in signingIn }) {
                        $0.addFinish({ _ in true }, name: "done")
                    }
                },
                rejecting: "sign-in was cancelled"),
            toGroup: "auth")
        try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
        return (hub, navigator)
    }

    @Test func aSignInThatSucceedsAsItIsPresentedResumesTheLink() async throws {
        let (hub, navigator) = try hub(signingIn: true)
        #expect(await states(hub, "ride://a") == ["preparing", "started", "produced(a)", "completed"])
        #expect(navigator.path.description == "Home > home")
    }

    /// After a sign-in that ended at once, the gate holds no outcome for the next link to take:
    /// a sign-in the rider then opens themselves is waited for, and its end decides.
    @Test func aSignInOpenedAfterAnInstantRefusalIsWaitedFor() async throws {
        let signedIn = SignIn()
        let (hub, navigator) = try hub(signingIn: false, signedIn: signedIn)
        #expect(await states(hub, "ride://a").last?.hasPrefix("failed(rejected:") == true)

        let manual = Flow<Int, Never, Bool>("Manual", initialState: 0, output: { _ in true }) { router in
            router.addScreen({ $0 == 0 }, name: "manual") { _, _ in FormScreen(id: "manual", title: "Sign in") }
            router.addFinish({ _ in true }, name: "done")
        }
        manual.onOutput { _ in signedIn.isDone = true }
        _ = navigator.present(manual)
        navigator.flush()
        let recorder = RoutingStateRecorder(hub.open("ride://a"))
        await yieldUntil("ride://a to wait behind the Manual sign-in") {
            linkNotes(navigator).contains("requiresAuth suspended ride://a behind the Manual already on the path")
        }
        manual.update { $0 = 1 }
        navigator.flush()
        #expect(signedIn.isDone)
        #expect(await recorder.finish() == ["preparing", "started", "produced(a)", "completed"])
    }

    @Test func aSignInThatFailsAsItIsPresentedRejectsTheLink() async throws {
        let (hub, navigator) = try hub(signingIn: false)
        let received = await states(hub, "ride://a")
        #expect(navigator.path.description == "Home > home")
        #expect(
            received == [
                "preparing",
                "failed(rejected: Interceptor 'requiresAuth' rejected 'ride://a': sign-in was cancelled; meet its condition and open the link again.)",
            ])
    }
}
