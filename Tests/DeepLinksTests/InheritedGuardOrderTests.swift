import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// What a plugin route inheriting a prefix's guards runs, and in which order: each group once,
/// the inherited routes' interceptors before the route's own.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct InheritedGuardOrderTests {
    /// The decisions the hub logged for one open, as `name: decision` lines.
    private func decisions(_ navigator: Navigator, after count: Int) -> [String] {
        Array(linkNotes(navigator).dropFirst(count)).filter { $0.contains(": ") && !$0.hasPrefix("failed") }
    }

    @Test func aGroupTheRouteSharesWithThePrefixRunsItsInterceptorOnce() async throws {
        let (hub, navigator, _) = makeHub()
        hub.addInterceptor(.synchronous("auth") { _ in .proceed }, toGroup: "auth")
        try hub.register("ride://shop/cart", groups: ["auth"], .action { _ in "cart" })
        try hub.register("ride://shop/orders", groups: ["auth", "vip"], .action { _ in "orders" })
        try hub.register(
            "ride://shop/coupons/:code", groups: ["auth"], inheritingGuardsUnder: "shop",
            .action { request in request.groups.joined(separator: ",") })
        let logged = linkNotes(navigator).count
        #expect(
            await states(hub, "ride://shop/coupons/X") == ["preparing", "started", "produced(auth,vip)", "completed"])
        #expect(decisions(navigator, after: logged) == ["auth: proceed"])
    }

    @Test func interceptorsInheritedFromThePrefixRunBeforeTheRoutesOwn() async throws {
        let (hub, navigator, _) = makeHub()
        let audit = RouteInterceptor.synchronous("audit") { _ in .rewrite(["checkedBy": "audit"]) }
        let coupons = RouteInterceptor.synchronous("coupons") { _ in .rewrite(["checkedBy": "coupons"]) }
        try hub.register("ride://shop/cart", interceptors: [audit], .action { _ in "cart" })
        try hub.register(
            "ride://shop/coupons/:code", interceptors: [coupons], inheritingGuardsUnder: "shop",
            .action { request in request["checkedBy"] })
        let logged = linkNotes(navigator).count
        #expect(
            await states(hub, "ride://shop/coupons/X") == ["preparing", "started", "produced(coupons)", "completed"])
        #expect(
            decisions(navigator, after: logged) == [
                "audit: rewrite(checkedBy=audit)", "coupons: rewrite(checkedBy=coupons)",
            ])
    }
}
