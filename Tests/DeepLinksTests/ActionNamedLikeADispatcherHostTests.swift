import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// An action may share its name with a host a dispatcher takes: `action://share` is an action,
/// `https://share/…` goes to the dispatcher, whichever was registered first.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct ActionNamedLikeADispatcherHostTests {
    private let container = RouteHandler.dispatching { request, _, progress in
        progress.produced("container \(request.url.path)")
    }

    @Test func anActionRegisteredAfterTheDispatcherIsReachable() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.registerDispatcher("sheet", hosts: ["share"], container)
        try hub.registerAction("share") { _ in "shared" }
        #expect(try hub.perform("action://share") as? String == "shared")
        #expect(await states(hub, "action://share") == ["preparing", "started", "produced(shared)", "completed"])
        #expect(
            await states(hub, "https://share/card") == [
                "preparing", "started", "produced(container /card)", "completed",
            ])
    }

    @Test func aDispatcherRegisteredAfterTheActionLeavesItReachable() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.registerAction("share") { _ in "shared" }
        hub.registerDispatcher("sheet", hosts: ["share"], container)
        #expect(try hub.perform("action://share") as? String == "shared")
        #expect(hub.dispatcher(for: try DeepLinkURL(parsing: "action://share")) == .action)
        #expect(hub.dispatcher(for: try DeepLinkURL(parsing: "ride://share/card")) == .custom("sheet"))
    }
}
