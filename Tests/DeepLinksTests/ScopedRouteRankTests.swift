import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Which route a link reaches when three registries match it: the most specific pattern wins
/// over every other, whatever order the registries are searched in.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct ScopedRouteRankTests {
    @Test func theMostSpecificOfThreeMatchingRegistriesWins() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://x/:id", .action { _ in "hub" })
        let early = makePicker("Early", screen: "early")
        let late = makePicker("Late", screen: "late")
        try hub.register("ride://x/a", scopedTo: early, .action { _ in "early" })
        try hub.register("ride://x/*rest", scopedTo: late, .action { _ in "late" })
        let first = navigator.present(early)
        let second = navigator.present(late)
        navigator.flush()
        #expect(hub.activePatterns.map(\.description) == ["ride://x/*rest", "ride://x/a", "ride://x/:id"])
        #expect(await states(hub, "ride://x/a") == ["preparing", "started", "produced(early)", "completed"])
        #expect(await states(hub, "ride://x/b") == ["preparing", "started", "produced(hub)", "completed"])
        #expect(await states(hub, "ride://x/b/c") == ["preparing", "started", "produced(late)", "completed"])
        second.dismiss()
        first.dismiss()
    }

    @Test func aDispatcherMayTakeAHostNoRouteUsesEvenWhenOtherRoutesExist() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://shop/cart", .action { _ in "cart" })
        try hub.registerAction("mini") { _ in "action" }
        hub.registerDispatcher("flutter", hosts: ["mini"], .action { _ in "page" })
        #expect(await states(hub, "ride://mini/x") == ["preparing", "started", "produced(page)", "completed"])
        #expect(await states(hub, "action://mini") == ["preparing", "started", "produced(action)", "completed"])
        #expect(await states(hub, "ride://shop/cart") == ["preparing", "started", "produced(cart)", "completed"])
        #expect(linkNotes(navigator).last == "completed ride://shop/cart")
    }
}
