import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Guards inherited by routes a flow registers for itself (a plugin's in-place links) and by a
/// prefix that names a route's whole path.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct ScopedGuardInheritanceTests {
    private let rejected =
        "failed(rejected: Interceptor 'auth' rejected 'ride://shop/deals/X': signed out; meet its condition and open the link again.)"

    /// A hub whose `auth` group rejects every link.
    private func makeGuardedHub() -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        hub.addInterceptor(.synchronous("auth") { _ in .reject("signed out") }, toGroup: "auth")
        return (hub, navigator)
    }

    @Test func aRouteScopedToAFlowInheritsTheGuardsUnderItsPrefix() async throws {
        let (hub, navigator) = makeGuardedHub()
        try hub.register("ride://shop/cart", groups: ["auth"], .action { _ in "cart" })
        let deals = makePicker("Deals", screen: "deals")
        try hub.register(
            "ride://shop/deals/:code", inheritingGuardsUnder: "shop", scopedTo: deals, .action { _ in "deal" })
        #expect(linkNotes(navigator).contains("registered ride://shop/deals/:code scoped to Deals"))
        let presentation = navigator.present(deals)
        navigator.flush()
        #expect(await states(hub, "ride://shop/deals/X") == ["preparing", rejected])
        presentation.dismiss()
    }

    @Test func aRouteScopedToAFlowWithoutAPrefixInheritsNothing() async throws {
        let (hub, navigator) = makeGuardedHub()
        try hub.register("ride://shop/cart", groups: ["auth"], .action { _ in "cart" })
        let deals = makePicker("Deals", screen: "deals")
        try hub.register("ride://shop/deals/:code", scopedTo: deals, .action { _ in "deal" })
        let presentation = navigator.present(deals)
        navigator.flush()
        #expect(await states(hub, "ride://shop/deals/X") == ["preparing", "started", "produced(deal)", "completed"])
        presentation.dismiss()
    }

    @Test func aPrefixNamingARoutesWholePathLendsThatRoutesGuards() async throws {
        let (hub, navigator) = makeGuardedHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("ride://shop/deals", groups: ["auth"], .action { _ in "deals" })
        try hub.register("ride://shop/deals/:code", inheritingGuardsUnder: "shop/deals/", .action { _ in "deal" })
        #expect(await states(hub, "ride://shop/deals/X") == ["preparing", rejected])
    }
}
