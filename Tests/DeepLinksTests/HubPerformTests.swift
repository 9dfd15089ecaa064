import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// `perform` with interceptors, its error messages, and links suspended behind one sign-in flow.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubPerformTests {
    /// A hub with the synchronous action `fare` (twice `km`) and the asynchronous action `slow`.
    private func makeActionHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        try hub.registerAction("fare", groups: ["pricing"]) { request in try request.value("km", as: Int.self) * 2 }
        try hub.registerAsyncAction("slow") { _ in "late" }
        return (hub, navigator)
    }

    @Test func aSynchronousGlobalInterceptorKeepsActionsPerformable() throws {
        let (hub, navigator) = try makeActionHub()
        var seen: [String] = []
        hub.addInterceptor(
            .synchronous("analytics") { request in
                seen.append(request.url.description)
                return .proceed
            })
        hub.addInterceptor(.synchronous("promo") { _ in .rewrite(["km": "10"]) }, toGroup: "pricing")
        #expect(try hub.perform("action://fare?km=7") as? Int == 20)
        #expect(seen == ["action://fare?km=7"])
        #expect(
            linkNotes(navigator).suffix(3) == [
                "analytics: proceed", "promo: rewrite(km=10)", "perform action://fare?km=7",
            ])
    }

    @Test func synchronousInterceptorsCanRejectAndRedirect() throws {
        let (hub, navigator) = try makeActionHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(
            .synchronous("gate") { request in
                switch request["km"] {
                case "0": .reject("zero km")
                case "1": .redirect("action://fare?km=5")
                case "2": .redirect("action://fare?km=2")
                default: .proceed
                }
            })
        #expect(try hub.perform("action://fare?km=1") as? Int == 10)
        let rejected = #expect(throws: DeepLinkError.self) { try hub.perform("action://fare?km=0") }
        #expect(rejected?.rule == "interceptor.gate")
        let loop = #expect(throws: DeepLinkError.self) { try hub.perform("action://fare?km=2") }
        #expect(loop?.code == .redirectLoop)
        #expect(loop?.detail == .redirectChain(["action://fare?km=2", "action://fare?km=2"]))
    }

    @Test func anInterceptorThatMaySuspendIsNamedWhenPerformRefuses() throws {
        let (hub, navigator) = try makeActionHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(RouteInterceptor("consent") { _, _ in .proceed })
        let error = #expect(throws: DeepLinkError.self) { try hub.perform("action://fare?km=7") }
        #expect(error?.code == .notPerformable)
        #expect(
            error?.message
                == "Interceptor 'consent' applies to 'action://fare?km=7' and may suspend, so perform cannot run the action synchronously; open it with hub.open(_:) or make the interceptor RouteInterceptor.synchronous."
        )
    }

    @Test(arguments: [
        (
            "action://slow",
            "'action://slow' matched 'action://slow', which is not a synchronous action, so perform cannot run it synchronously; open it with hub.open(_:) instead."
        ),
        (
            "ride://fare",
            "'ride://fare' is not an 'action://' link, so perform cannot run it synchronously; open it with hub.open(_:) instead."
        ),
    ])
    func performSaysWhyItCannotRunALink(link: String, message: String) throws {
        let (hub, navigator) = try makeActionHub()
        defer { withExtendedLifetime(navigator) {} }
        let error = #expect(throws: DeepLinkError.self) { try hub.perform(link) }
        #expect(error?.code == .notPerformable)
        #expect(error?.message == message)
    }

    @Test func twoLinksSuspendedBehindSignInShareOneSignInFlowAndBothResume() async throws {
        let (hub, navigator, _) = makeHub()
        let (first, second) = try await openTwoLinksBehindOneLogin(hub, navigator)
        #expect(navigator.path.description == "Home > home > Login > login")
        navigator.tap("choose", value: "ada")
        #expect(await first.finish() == ["preparing", "started", "produced(a)", "completed"])
        #expect(await second.finish() == ["preparing", "started", "produced(b)", "completed"])
        #expect(linkNotes(navigator).filter { $0.hasPrefix("present Login") } == ["present Login for ride://a"])
    }

    @Test func linksWaitingBehindADismissedSignInAreAllRejected() async throws {
        let (hub, navigator, _) = makeHub()
        hub.addInterceptor(requiresLogin(completing: false), toGroup: "auth")
        try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
        let first = RoutingStateRecorder(hub.open("ride://a"))
        let second = RoutingStateRecorder(hub.open("ride://a?again"))
        await yieldUntil("linkNotes(navigator).contains { $0.hasSuffix(\"behind the Login already shown\") }") {
            linkNotes(navigator).contains { $0.hasSuffix("behind the Login already shown") }
        }
        #expect(navigator.back())
        let rejected =
            "failed(rejected: Interceptor 'requiresAuth' rejected 'ride://a?again': sign-in was cancelled; meet its condition and open the link again.)"
        #expect(await second.finish() == ["preparing", rejected])
        #expect(await first.finish().last?.hasPrefix("failed(rejected:") == true)
    }
}
