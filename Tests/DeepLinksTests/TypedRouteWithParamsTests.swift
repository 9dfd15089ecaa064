import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// A handler that reads its link as a typed route while the caller passed `params`: an optional
/// segment the link leaves out stays out, and asking for a route whose pattern the link does not
/// match fails with `unknownRoute` rather than printing a link of that route from the values.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct TypedRouteWithParamsTests {
    /// `ride://search/:q?` with an optional page in the query.
    struct Search: Route {
        static let pattern: RoutePattern = "ride://search/:q?"
        var query: String?
        var page: Int?

        init(parameters: RouteParameters) throws(DeepLinkError) {
            query = parameters["q"]
            page = try parameters.valueIfPresent("page")
        }

        func encode(into values: inout RouteValues) {
            values["q"] = query
            values.set("page", page)
        }
    }

    /// A hub where `ride://search/:q?` answers with its typed route and `ride://other/:userID`
    /// (wrongly) reads its link as a `Profile`.
    private func makeSearchHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        try hub.register(
            Search.pattern,
            .action { request in
                let search = try request.route(as: Search.self)
                return "\(search.query ?? "no query") page \(search.page.map(String.init) ?? "-")"
            })
        try hub.register("ride://other/:userID", .action { request in try request.route(as: Profile.self).userID })
        return (hub, navigator)
    }

    @Test func anOptionalSegmentTheLinkLeavesOutStaysOutWhenParamsAreGiven() async throws {
        let (hub, navigator) = try makeSearchHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://search", params: ["page": "2"]) == [
                "preparing", "started", "produced(no query page 2)", "completed",
            ])
        #expect(
            await states(hub, "ride://search/taxi", params: ["page": "3"]) == [
                "preparing", "started", "produced(taxi page 3)", "completed",
            ])
        #expect(
            await states(hub, "ride://search", params: ["q": "bus"]) == [
                "preparing", "started", "produced(bus page -)", "completed",
            ])
    }

    @Test(arguments: [[:], ["userID": "bob"]])
    func aRouteWhosePatternTheLinkDoesNotMatchIsUnknownWithOrWithoutParams(params: [String: String]) async throws {
        let (hub, navigator) = try makeSearchHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://other/ada", params: params) == [
                "preparing", "started",
                "failed(unknownRoute: No route matches 'ride://other/ada'; register a pattern for it or check the link for typos.)",
            ])
    }
}
