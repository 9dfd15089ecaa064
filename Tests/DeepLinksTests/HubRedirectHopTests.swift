import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// How many redirects one link may take: `RedirectTable.maximumHops` (8 unless changed) counts the
/// table's redirects and the interceptors' alike, when a link is opened and when it is performed.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubRedirectHopTests {
    /// A hub whose `ride://a` … `ride://d` answer with their letter, and an interceptor that sends
    /// `a` to `b`, `b` to `c` and `c` to `d`.
    private func makeChainHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        for name in ["a", "b", "c", "d"] {
            try hub.register(RoutePattern(parsing: "ride://\(name)"), .action { _ in name })
        }
        let next = ["ride://a": "ride://b", "ride://b": "ride://c", "ride://c": "ride://d"]
        hub.addInterceptor(
            RouteInterceptor("chain") { request, _ in next[request.url.description].map { .redirect($0) } ?? .proceed })
        return (hub, navigator)
    }

    @Test func interceptorRedirectsUpToTheLimitReachTheirLink() async throws {
        let (hub, navigator) = try makeChainHub()
        hub.redirects.maximumHops = 3
        #expect(await states(hub, "ride://a") == ["preparing", "started", "produced(d)", "completed"])
        withExtendedLifetime(navigator) {}
    }

    @Test func oneInterceptorRedirectPastTheLimitFailsListingTheLinks() async throws {
        let (hub, navigator) = try makeChainHub()
        hub.redirects.maximumHops = 2
        #expect(
            await states(hub, "ride://a") == [
                "preparing",
                "failed(redirectLoop: Redirects took more than 2 hops: 'ride://a' → 'ride://b' → 'ride://c' → 'ride://d'; point the first redirect at the final link or raise RedirectTable.maximumHops.)",
            ])
        #expect(linkNotes(navigator).last?.hasPrefix("failed: Redirects took more than 2 hops") == true)
    }

    @Test func tableAndInterceptorRedirectsCountTogether() async throws {
        let (hub, navigator) = try makeChainHub()
        try hub.redirects.add(from: "ride://start", to: "ride://b")
        hub.redirects.maximumHops = 3
        #expect(await states(hub, "ride://start") == ["preparing", "started", "produced(d)", "completed"])
        hub.redirects.maximumHops = 2
        #expect(
            await states(hub, "ride://start") == [
                "preparing",
                "failed(redirectLoop: Redirects took more than 2 hops: 'ride://start' → 'ride://b' → 'ride://c' → 'ride://d'; point the first redirect at the final link or raise RedirectTable.maximumHops.)",
            ])
        withExtendedLifetime(navigator) {}
    }

    @Test func performCountsInterceptorRedirectsTowardsTheLimit() throws {
        let (hub, navigator, _) = makeHub()
        for name in ["a", "b", "c"] {
            try hub.registerAction(name) { _ in name }
        }
        let next = ["action://a": "action://b", "action://b": "action://c"]
        hub.addInterceptor(
            .synchronous("chain") { request in next[request.url.description].map { .redirect($0) } ?? .proceed })
        hub.redirects.maximumHops = 2
        #expect(try hub.perform("action://a") as? String == "c")
        hub.redirects.maximumHops = 1
        let error = #expect(throws: DeepLinkError.self) { try hub.perform("action://a") }
        #expect(
            error?.message
                == "Redirects took more than 1 hops: 'action://a' → 'action://b' → 'action://c'; point the first redirect at the final link or raise RedirectTable.maximumHops."
        )
        #expect(error?.rule == "redirect.max-hops")
        withExtendedLifetime(navigator) {}
    }

    @Test func aTableFollowsEightRedirectsByDefaultAndRefusesANinth() throws {
        var table = RedirectTable()
        for hop in 0..<8 {
            try table.add(from: "/r\(hop)", to: "/r\(hop + 1)")
        }
        #expect(try table.resolve(DeepLinkURL(parsing: "/r0")).description == "/r8")
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: "/r8", to: "/r9") }
        #expect(
            error.message
                == "Redirects took more than 8 hops: '/r0' → '/r1' → '/r2' → '/r3' → '/r4' → '/r5' → '/r6' → '/r7' → '/r8' → '/r9'; point the first redirect at the final link or raise RedirectTable.maximumHops."
        )
        #expect(table.rules.count == 8)
    }
}
