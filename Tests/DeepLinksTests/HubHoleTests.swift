import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Regression tests for the hub's holes: re-presenting a flow, empty route values, scheme
/// confusion, precedence across registries and a flow presented for an open that was never cancelled.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubHoleTests {
    @Test func presentingAFlowAlreadyOnThePathFailsInsteadOfTrapping() async throws {
        let (hub, navigator, _) = makeHub()
        let picker = makePicker()
        try hub.register("ride://picker", .present { _ in picker })
        let first = RoutingStateRecorder(hub.open("ride://picker"))
        await first.wait(for: 2)
        #expect(
            await states(hub, "ride://picker") == [
                "preparing",
                "failed(flowAlreadyOnPath: The handler of 'ride://picker' returned flow 'Picker', which is already on the path; build a new flow in the handler for each open, or use .apply(to:) to change the one shown.)",
            ])
        navigator.tap("choose", value: "a")
        #expect(await first.finish() == ["preparing", "started", "produced(a)", "completed"])
    }

    @Test func anInterceptorPresentingAFlowAlreadyOnThePathGetsNil() async throws {
        let (hub, navigator, _) = makeHub()
        let picker = makePicker()
        try hub.register("ride://picker", .present { _ in picker })
        let again = try PresentingInterceptorRoute(on: hub, presenting: picker)
        let first = RoutingStateRecorder(hub.open("ride://picker"))
        await first.wait(for: 2)
        #expect(await states(hub, "ride://again") == ["preparing", "started", "completed"])
        #expect(again.outputs == [nil])
        #expect(linkNotes(navigator).contains("not presenting Picker for ride://again: it is already on the path"))
        await first.cancel()
    }

    @Test func openingARouteWithAnEmptyPathParameterFails() async {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(of: hub.open(Profile(userID: "")), opening: "Profile(userID: \"\")") == [
                "preparing",
                "failed(invalidParameter: Path parameter ':userID' of 'ride://profile/:userID' is empty, and a link cannot carry an empty path segment; give the route a non-empty 'userID' or make it a query item.)",
            ])
        let error = await #expect(throws: DeepLinkError.self) {
            try await bounded("hub.open(Profile(userID: \"\"))") {
                try await hub.open(Profile(userID: ""), as: String.self)
            }
        }
        #expect(error?.rule == "parameter.non-empty")
    }

    @Test func theActionDispatcherReachesOnlyActionRoutes() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("/admin/*rest", .action { _ in "wiped" })
        #expect(
            await states(hub, "action://anything/admin/wipe") == [
                "preparing",
                "failed(unknownRoute: No route matches 'action://anything/admin/wipe'; register a pattern for it or check the link for typos.)",
            ])
        #expect(!hub.canOpen("action://anything/admin/wipe"))
        let error = #expect(throws: DeepLinkError.self) { try hub.perform("action://anything/admin/wipe") }
        #expect(error?.code == .unknownRoute)
        #expect(await states(hub, "ride://x/admin/wipe") == ["preparing", "started", "produced(wiped)", "completed"])
    }

    @Test func aMoreSpecificGlobalRouteBeatsAFlowScopedWildcard() async throws {
        let (hub, navigator, home) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("ride://help", .action { _ in "global help" })
        try hub.register("/*rest", scopedTo: home, .action { _ in "scoped catch-all" })
        try hub.register("ride://same", .action { _ in "global" })
        try hub.register("ride://same", scopedTo: home, .action { _ in "scoped" })
        #expect(await states(hub, "ride://help") == ["preparing", "started", "produced(global help)", "completed"])
        #expect(
            await states(hub, "ride://other") == ["preparing", "started", "produced(scoped catch-all)", "completed"])
        #expect(await states(hub, "ride://same") == ["preparing", "started", "produced(scoped)", "completed"])
    }

    @Test func detachCancelsOpensInProgressAndDismissesWhatTheyPresented() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await recorder.wait(for: 2)
        #expect(navigator.path.description == "Home > home > Picker > pick")
        hub.detach()
        #expect(
            await recorder.finish() == [
                "preparing", "started",
                "failed(cancelled: The routing hub was detached while 'ride://picker' was opening, so the open stopped and what it presented was dismissed; attach a navigator and open the link again.)",
            ])
        await yieldUntil("navigator.path.description == \"Home > home\"") {
            navigator.path.description == "Home > home"
        }
        #expect(navigator.path.description == "Home > home")
        #expect(await states(hub, "ride://picker").last?.hasPrefix("failed(routerUnavailable:") == true)
    }
}
