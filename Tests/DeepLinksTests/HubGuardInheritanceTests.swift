import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Routes registered with `inheritingGuardsUnder:` (plugin links) are guarded like the routes under their prefix.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubGuardInheritanceTests {
    /// A hub where `ride://shop/cart` is in `auth`, whose interceptor rejects, and has its own `audit`.
    private func makeShopHub() -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        hub.addInterceptor(.synchronous("auth") { _ in .reject("signed out") }, toGroup: "auth")
        return (hub, navigator)
    }

    private let audit = RouteInterceptor.synchronous("audit") { _ in .rewrite(["audited": "yes"]) }

    @Test func aRouteUnderThePrefixLendsItsGroupsAndInterceptors() async throws {
        let (hub, navigator) = makeShopHub()
        try hub.register("ride://shop/cart", groups: ["auth"], interceptors: [audit], .action { _ in "cart" })
        try hub.register("ride://shop/coupons/:code", inheritingGuardsUnder: "shop", .action { _ in "coupon" })
        #expect(
            await states(hub, "ride://shop/coupons/X") == [
                "preparing",
                "failed(rejected: Interceptor 'auth' rejected 'ride://shop/coupons/X': signed out; meet its condition and open the link again.)",
            ])
        #expect(linkNotes(navigator).contains("registered ride://shop/coupons/:code, inheriting the guards of shop"))
    }

    @Test func routesRegisteredAfterTheInheritingOneCountToo() async throws {
        let (hub, navigator) = makeShopHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("ride://shop/coupons/:code", inheritingGuardsUnder: "shop", .action { _ in "coupon" })
        #expect(
            await states(hub, "ride://shop/coupons/X") == ["preparing", "started", "produced(coupon)", "completed"])
        try hub.register("ride://shop/cart", groups: ["auth"], .action { _ in "cart" })
        #expect(
            await states(hub, "ride://shop/coupons/X").last?.hasPrefix("failed(rejected: Interceptor 'auth'") == true)
    }

    @Test func theRoutesOwnInterceptorsAndRequestGroupsAreInherited() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("ride://shop/cart", groups: ["vip"], interceptors: [audit], .action { _ in "cart" })
        try hub.register(
            "ride://shop/coupons/:code", groups: ["marketing"], inheritingGuardsUnder: "shop",
            .action { request in "\(request.groups) audited=\(request["audited"] ?? "no")" })
        #expect(
            await states(hub, "ride://shop/coupons/X") == [
                "preparing", "started", #"produced(["marketing", "vip"] audited=yes)"#, "completed",
            ])
    }

    @Test func routesOutsideThePrefixOrWithoutInheritanceLendNothing() async throws {
        let (hub, navigator) = makeShopHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("ride://profile/:id", groups: ["auth"], .action { _ in "profile" })
        try hub.register("ride://shopping", groups: ["auth"], .action { _ in "shopping" })
        try hub.register("ride://shop/coupons/:code", inheritingGuardsUnder: "shop", .action { _ in "coupon" })
        try hub.register("ride://shop/free", .action { _ in "free" })
        #expect(
            await states(hub, "ride://shop/coupons/X") == ["preparing", "started", "produced(coupon)", "completed"])
        try hub.register("ride://shop/cart", groups: ["auth"], .action { _ in "cart" })
        #expect(await states(hub, "ride://shop/free") == ["preparing", "started", "produced(free)", "completed"])
    }

    @Test func aDeeperPrefixTakesOnlyTheRoutesBelowIt() async throws {
        let (hub, navigator) = makeShopHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("ride://shop/cart", groups: ["auth"], .action { _ in "cart" })
        try hub.register("ride://shop/deals/today", .action { _ in "today" })
        try hub.register("ride://shop/deals/:code", inheritingGuardsUnder: "shop/deals", .action { _ in "deal" })
        #expect(await states(hub, "ride://shop/deals/X") == ["preparing", "started", "produced(deal)", "completed"])
    }
}
