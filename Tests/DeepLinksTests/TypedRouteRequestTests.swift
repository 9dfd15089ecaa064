import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// A handler that reads its link as a typed route sees the values an interceptor or the caller
/// set over the link's own: `params` win over the path and the query, and add what the link lacks.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct TypedRouteRequestTests {
    /// A hub whose `ride://profile/:userID` action answers with the typed route's user and tab.
    func makeProfileHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        try hub.register(
            "ride://profile/:userID",
            .action { request in
                let profile = try request.route(as: Profile.self)
                return "\(profile.userID) on \(profile.tab?.rawValue ?? "no tab")"
            })
        return (hub, navigator)
    }

    @Test func withoutParamsTheRouteIsTheLinksOwn() async throws {
        let (hub, navigator) = try makeProfileHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://profile/ada?tab=rides") == [
                "preparing", "started", "produced(ada on rides)", "completed",
            ])
    }

    @Test func paramsWinOverThePathAndTheQuery() async throws {
        let (hub, navigator) = try makeProfileHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://profile/ada?tab=rides", params: ["userID": "bob", "tab": "settings"]) == [
                "preparing", "started", "produced(bob on settings)", "completed",
            ])
    }

    @Test func paramsAddWhatTheLinkLacks() async throws {
        let (hub, navigator) = try makeProfileHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://profile/ada", params: ["tab": "settings"]) == [
                "preparing", "started", "produced(ada on settings)", "completed",
            ])
    }

    @Test func anInterceptorsRewriteReachesTheTypedRoute() async throws {
        let (hub, navigator) = try makeProfileHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(RouteInterceptor("switch user") { _, _ in .rewrite(["userID": "cy"]) })
        #expect(
            await states(hub, "ride://profile/ada?tab=rides") == [
                "preparing", "started", "produced(cy on rides)", "completed",
            ])
    }

    @Test func anEmptyRequiredValueInParamsFailsNamingTheParameter() async throws {
        let (hub, navigator) = try makeProfileHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://profile/ada", params: ["userID": ""]) == [
                "preparing", "started",
                "failed(invalidParameter: Parameter 'userID' (Profile) is missing from 'ride://profile/ada'; add 'userID=…' to the link's query.)",
            ])
    }
}
