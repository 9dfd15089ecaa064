import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// An action reached through a redirect sees the link as it was performed and the one it was redirected to.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct PerformAfterRedirectTests {
    /// A hub where `action://old-fare` was renamed `action://fare`, which answers with both of its links.
    private func makeRenamedActionHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        try hub.redirects.add(from: "action://old-fare", to: "action://fare")
        try hub.registerAction("fare") { request in "link \(request.link), url \(request.url)" }
        return (hub, navigator)
    }

    @Test func performGivesTheActionTheLinkAsPerformedAndTheRedirectedOne() throws {
        let (hub, navigator) = try makeRenamedActionHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            try hub.perform("action://old-fare?km=3") as? String
                == "link action://old-fare?km=3, url action://fare?km=3")
    }

    @Test func openGivesTheActionTheSameTwoLinks() async throws {
        let (hub, navigator) = try makeRenamedActionHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "action://old-fare?km=3") == [
                "preparing", "started", "produced(link action://old-fare?km=3, url action://fare?km=3)", "completed",
            ])
    }
}
