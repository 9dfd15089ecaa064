import DeepLinks
import FlowCore
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The redirect table applied before matching, and loops reported through the stream.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubRedirectTests {
    @Test func redirectsAreFollowedBeforeMatching() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://product/:id", .action { request in "product \(request["id"] ?? "")" })
        try hub.redirects.add(from: "ride://item/:id", to: "ride://product/:id")
        #expect(
            await states(hub, "ride://item/42?ref=push") == [
                "preparing", "started", "produced(product 42)", "completed",
            ])
        #expect(linkNotes(navigator).contains("redirect ride://item/42?ref=push -> ride://product/42?ref=push"))
    }

    @Test func redirectsLoadedFromJSONApply() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://payments/methods", .action { _ in "methods" })
        hub.redirects = try RedirectTable(json: Data(#"{"ride://wallet": "ride://payments/methods"}"#.utf8))
        #expect(await states(hub, "ride://wallet") == ["preparing", "started", "produced(methods)", "completed"])
        withExtendedLifetime(navigator) {}
    }

    @Test func tooManyHopsAreReportedAsALoop() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.redirects.add(from: "ride://a", to: "ride://b")
        try hub.redirects.add(from: "ride://b", to: "ride://c")
        hub.redirects.maximumHops = 1
        #expect(
            await states(hub, "ride://a") == [
                "preparing",
                "failed(redirectLoop: Redirects took more than 1 hops: 'ride://a' → 'ride://b' → 'ride://c'; point the first redirect at the final link or raise RedirectTable.maximumHops.)",
            ])
        withExtendedLifetime(navigator) {}
    }

    @Test func aTableRedirectAndAnInterceptorRedirectThatCloseACycleAreALoop() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.redirects.add(from: "ride://old", to: "ride://new")
        try hub.register("ride://new", .action { _ in nil })
        hub.addInterceptor(
            RouteInterceptor("back-to-old") { request, _ in
                request.url.description == "ride://new" ? .redirect("ride://old") : .proceed
            })
        #expect(
            await states(hub, "ride://old") == [
                "preparing",
                "failed(redirectLoop: Redirects loop: 'ride://old' → 'ride://new' → 'ride://old'; remove one of the redirects in the cycle.)",
            ])
        withExtendedLifetime(navigator) {}
    }
}
