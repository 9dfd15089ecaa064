import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// `http`/`https` routes and host dispatchers make those schemes known; a registration no link
/// can reach fails where it is made; a dispatcher name is used once.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubReachabilityTests {
    @Test func anHTTPSRouteMakesHTTPSKnownWithoutAWebHandler() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(!hub.knownSchemes.contains("https"))
        try hub.register("https://ride.example/profile/:id", .action { request in "profile \(request["id"] ?? "")" })
        #expect(hub.knownSchemes == ["action", "https", "ride"])
        #expect(hub.dispatcher(for: "https") == .web)
        #expect(hub.dispatcher(for: "http") == nil)
        #expect(
            await states(hub, "https://ride.example/profile/ada") == [
                "preparing", "started", "produced(profile ada)", "completed",
            ])
        #expect(
            await states(hub, "https://ride.example/help") == [
                "preparing",
                "failed(unknownRoute: No route matches 'https://ride.example/help'; register a pattern for it or check the link for typos.)",
            ])
    }

    @Test func aRouteScopedToAFlowMakesItsWebSchemeKnownToo() throws {
        let (hub, navigator, home) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register("http://ride.example/tab/:name", scopedTo: home, .apply(to: home) { _, _ in })
        #expect(hub.dispatcher(for: "http") == .web)
    }

    @Test func aHostDispatcherMakesWebLinksToItsHostsReachItWithoutAWebHandler() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.registerDispatcher("mini", hosts: ["mini.ride.example"], .action { request in "mini \(request.url.path)" })
        #expect(hub.knownSchemes == ["action", "http", "https", "ride"])
        #expect(
            await states(hub, "https://mini.ride.example/cart") == [
                "preparing", "started", "produced(mini /cart)", "completed",
            ])
        #expect(
            await states(hub, "https://ride.example/cart") == [
                "preparing",
                "failed(unknownRoute: No route matches 'https://ride.example/cart'; register a pattern for it or check the link for typos.)",
            ])
    }

    @Test(arguments: [
        (
            "ftp://files.example/:name",
            "No link can reach the route 'ftp://files.example/:name', because no dispatcher handles the scheme 'ftp' (the hub's schemes are action, http, https, ride); create the hub with 'ftp' among its schemes, or use one of them."
        ),
        (
            "flutter://app/orders",
            "No link can reach the route 'flutter://app/orders', because dispatcher 'flutter' takes every link of the scheme 'flutter'; handle the link in that dispatcher or register the route under another scheme."
        ),
        (
            "partnerpay://pay",
            "No link can reach the route 'partnerpay://pay', because links of the scheme 'partnerpay' are handed to an external opener; remove the route or stop handing 'partnerpay' links to the opener."
        ),
        (
            "https://mini.ride.example/cart",
            "No link can reach the route 'https://mini.ride.example/cart', because dispatcher 'flutter' takes every link to the host 'mini.ride.example' first; handle the link in that dispatcher or register the route under another host."
        ),
        (
            "ride://mini.ride.example/cart",
            "No link can reach the route 'ride://mini.ride.example/cart', because dispatcher 'flutter' takes every link to the host 'mini.ride.example' first; handle the link in that dispatcher or register the route under another host."
        ),
    ])
    func aRouteNoLinkCanReachIsAnErrorAtRegistration(pattern: String, message: String) throws {
        let (hub, navigator, home) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.registerDispatcher(
            "flutter", schemes: ["flutter"], hosts: ["mini.ride.example"], .action { _ in nil })
        hub.registerExternalSchemes(["partnerpay"], opener: RecordingOpener())
        let error = try #require(throws: DeepLinkError.self) {
            try hub.register(RoutePattern(parsing: pattern), .action { _ in nil })
        }
        #expect(error.code == .unreachableRoute)
        #expect(error.rule == "hub.reachable")
        #expect(error.message == message)
        let scoped = try #require(throws: DeepLinkError.self) {
            try hub.register(RoutePattern(parsing: pattern), scopedTo: home, .apply(to: home) { _, _ in })
        }
        #expect(scoped.message == message)
        #expect(!hub.activePatterns.contains { $0.description == pattern })
    }

    @Test func aDispatcherUnderANameAlreadyUsedStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let hub = RoutingHub(schemes: ["ride"])
                hub.registerDispatcher("flutter", schemes: ["flutter"], .action { _ in nil })
                hub.registerDispatcher("flutter", schemes: ["rn"], .action { _ in nil })
            }
        }
    }

    @Test func aHostDispatcherThatWouldHideRoutesStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let hub = RoutingHub(schemes: ["ride"])
                try? hub.register("ride://mini.ride.example/cart", .action { _ in nil })
                hub.registerDispatcher("mini", hosts: ["mini.ride.example"], .action { _ in nil })
            }
        }
    }
}
