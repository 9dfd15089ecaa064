import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// The undefined-route handler takes the app's own links that no route matches, and only those:
/// an `action://` link with no action, or a link a route matches, never reaches it.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct UndefinedRouteHandlerTests {
    /// A hub with `ride://known` and the action `fare`, whose undefined-route handler answers with
    /// the link and the pattern it was handed, and counts its calls.
    private func makeFallbackHub() throws -> (RoutingHub, Navigator, () -> Int) {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://known", .action { _ in "known" })
        try hub.registerAction("fare") { _ in 14 }
        var calls = 0
        hub.undefinedRouteHandler = .action { request in
            calls += 1
            return "fallback for \(request.url) as \(request.pattern)"
        }
        return (hub, navigator, { calls })
    }

    @Test func anAppLinkNoRouteMatchesReachesIt() async throws {
        let (hub, navigator, calls) = try makeFallbackHub()
        #expect(
            await states(hub, "ride://feature/from/the/future?x=1") == [
                "preparing", "started", "produced(fallback for ride://feature/from/the/future?x=1 as /*)", "completed",
            ])
        #expect(calls() == 1)
        #expect(
            linkNotes(navigator).contains(
                "no route matches ride://feature/from/the/future?x=1; using the undefined-route handler"))
    }

    @Test func aLinkARouteMatchesNeverReachesIt() async throws {
        let (hub, navigator, calls) = try makeFallbackHub()
        #expect(await states(hub, "ride://known") == ["preparing", "started", "produced(known)", "completed"])
        #expect(calls() == 0)
        #expect(!linkNotes(navigator).contains { $0.hasPrefix("no route matches") })
    }

    @Test func anActionLinkWithNoActionFailsInsteadOfReachingIt() async throws {
        let (hub, navigator, calls) = try makeFallbackHub()
        #expect(
            await states(hub, "action://nothing") == [
                "preparing",
                "failed(unknownRoute: No route matches 'action://nothing'; register a pattern for it or check the link for typos.)",
            ])
        #expect(await states(hub, "action://fare") == ["preparing", "started", "produced(14)", "completed"])
        #expect(calls() == 0)
        #expect(!linkNotes(navigator).contains { $0.hasPrefix("no route matches") })
    }

    @Test func aFailureOfTheHandlerIsNamedAsTheUndefinedRouteHandlers() async throws {
        let (hub, navigator, _) = makeHub()
        struct Outage: Error, CustomStringConvertible {
            var description: String { "the catalogue is down" }
        }
        hub.undefinedRouteHandler = .action { _ in throw Outage() }
        let received = await states(hub, "ride://feature/new")
        #expect(
            received == [
                "preparing", "started",
                "failed(handlerFailed: The undefined-route handler failed for 'ride://feature/new': the catalogue is "
                    + "down; fix the undefined-route handler or the link's values.)",
            ])
        #expect(navigator.path.description == "Home > home")
    }
}
