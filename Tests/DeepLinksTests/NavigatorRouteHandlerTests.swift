import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// `.apply { request, navigator in … }`: a link that changes what the navigator shows; the open
/// reports `started` once the change is routed, and a change that throws fails the open with it.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct NavigatorRouteHandlerTests {
    struct Closed: Error, CustomStringConvertible {
        var description: String { "the tab is closed" }
    }

    @Test func aNavigatorChangeIsRoutedBeforeTheOpenReportsStarted() async throws {
        let (hub, navigator, home) = makeHub()
        var titleWhenChanged: String?
        try hub.register(
            "ride://tab/:name",
            .apply { request, navigator in
                home.update { $0.tab = request["name"] ?? "" }
                titleWhenChanged = (navigator.screen as? FormScreen)?.title
            })
        #expect(await states(hub, "ride://tab/wallet") == ["preparing", "started", "completed"])
        #expect(titleWhenChanged == "Home: rides")
        #expect((navigator.screen as? FormScreen)?.title == "Home: wallet")
    }

    @Test func aChangeThatThrowsFailsTheOpen() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("ride://tab/:name", .apply { _, _ in throw Closed() })
        #expect(
            await states(hub, "ride://tab/wallet") == [
                "preparing",
                "failed(handlerFailed: The handler of 'ride://tab/:name' failed for 'ride://tab/wallet': the tab is closed; fix the handler or the link's values.)",
            ])
        #expect((navigator.screen as? FormScreen)?.title == "Home: rides")
    }
}
