import DeepLinks
import FlowCore
import Testing

/// Scheme dispatchers: native, action (sync and async), web, external, and unknown schemes.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubDispatcherTests {
    @Test(
        arguments: [
            ("ride", SchemeDispatcher.native), ("action", .action), ("mailto", .external), ("https", .web),
            ("http", .web), ("ftp", nil),
        ] as [(String, SchemeDispatcher?)])
    func schemesPickTheirDispatcher(scheme: String, dispatcher: SchemeDispatcher?) {
        let hub = RoutingHub(schemes: ["ride"])
        hub.webHandler = .action { _ in nil }
        hub.registerExternalSchemes(["mailto"], opener: RecordingOpener())
        #expect(hub.dispatcher(for: scheme) == dispatcher)
        #expect(hub.dispatcher(for: nil) == .native)
    }

    @Test func schemesThatAreNotLowercaseAreAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = RoutingHub(schemes: ["Ride"]) }
        }
    }

    @Test func anExternalSchemeThatAlreadyHasADispatcherIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { RoutingHub(schemes: ["ride"]).registerExternalSchemes(["HTTPS"], opener: NoOpener()) }
        }
    }

    @Test func canOpenAnswersWithoutOpening() throws {
        let hub = RoutingHub(schemes: ["ride"])
        try hub.register("ride://product/:id", .action { _ in nil })
        try hub.redirects.add(from: "ride://item/:id", to: "ride://product/:id")
        try hub.registerAction("fare") { _ in 1 }
        hub.registerExternalSchemes(["mailto"], opener: NoOpener())
        hub.undefinedRouteHandler = .action { _ in nil }
        let answers = [
            "ride://product/1", "ride://item/1", "action://fare", "mailto:a@b.example", "ride://nowhere",
            "action://nothing", "https://ride.example/", "ride://product/%ZZ",
        ].map { "\($0) \(hub.canOpen($0))" }
        #expect(
            answers == [
                "ride://product/1 true", "ride://item/1 true", "action://fare true", "mailto:a@b.example true",
                "ride://nowhere false", "action://nothing false", "https://ride.example/ false",
                "ride://product/%ZZ false",
            ])
    }

    @Test func aLinkWithNoSchemeIsNative() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("/product/:id", .action { request in request["id"] })
        #expect(await states(hub, "/product/42") == ["preparing", "started", "produced(42)", "completed"])
        withExtendedLifetime(navigator) {}
    }

    @Test func anUnknownSchemeNamesItAndTheKnownOnes() async {
        let (hub, navigator, _) = makeHub()
        hub.registerExternalSchemes(["tel"], opener: RecordingOpener())
        #expect(
            await states(hub, "ftp://files.example/report") == [
                "preparing",
                "failed(unknownScheme: No dispatcher handles the scheme 'ftp' of 'ftp://files.example/report' (known schemes: action, ride, tel); register the scheme with the hub or fix the link.)",
            ])
        // Without a web handler, web links are unknown too.
        #expect(await states(hub, "https://ride.example/p/1").last?.hasPrefix("failed(unknownScheme:") == true)
        withExtendedLifetime(navigator) {}
    }

    @Test func aSynchronousActionReturnsItsValue() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.registerAction("fare") { request in try request.value("km", as: Int.self) * 2 }
        #expect(await states(hub, "action://fare?km=7") == ["preparing", "started", "produced(14)", "completed"])
        #expect(try hub.perform("action://fare?km=7") as? Int == 14)
        #expect(
            try await bounded("hub.open(\"action://fare?km=8\")") {
                try await hub.open("action://fare?km=8", as: Int.self)
            } == 16)
        #expect(throws: DeepLinkError.self) { try hub.perform("action://fare?km=x") }
        withExtendedLifetime(navigator) {}
    }

    @Test func performRefusesLinksThatAreNotSynchronousActions() throws {
        let hub = RoutingHub(schemes: ["ride"])
        try hub.registerAsyncAction("sync-later") { _ in 1 }
        try hub.registerAction("guarded", interceptors: [RouteInterceptor("consent") { _, _ in .proceed }]) { _ in 1 }
        #expect(throws: DeepLinkError.self) { try hub.perform("action://sync-later") }
        let error = #expect(throws: DeepLinkError.self) { try hub.perform("action://guarded") }
        #expect(
            error?.message
                == "Interceptor 'consent' applies to 'action://guarded' and may suspend, so perform cannot run the action synchronously; open it with hub.open(_:) or make the interceptor RouteInterceptor.synchronous."
        )
    }

    @Test func anAsynchronousActionIsAwaited() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.registerAsyncAction("refresh") { _ in
            await Task.yield()
            return "3 new rides"
        }
        #expect(
            await states(hub, "action://refresh") == ["preparing", "started", "produced(3 new rides)", "completed"])
        withExtendedLifetime(navigator) {}
    }

    @Test func webLinksGoToTheWebHandlerUnlessAnAppRouteClaimsThem() async throws {
        let (hub, navigator, _) = makeHub()
        hub.webHandler = .action { request in "web \(request.url)" }
        try hub.register(
            "https://ride.example/profile/:id", .action { request in "app profile \(request["id"] ?? "")" })
        try hub.register("/help", .action { _ in "app help" })
        #expect(
            await states(hub, "https://ride.example/profile/ada") == [
                "preparing", "started", "produced(app profile ada)", "completed",
            ])
        // A pattern with no scheme does not claim web links: any host could serve them.
        #expect(
            await states(hub, "https://evil.example/help") == [
                "preparing", "started", "produced(web https://evil.example/help)", "completed",
            ])
        withExtendedLifetime(navigator) {}
    }

    @Test func externalLinksGoToTheSystemOpener() async throws {
        let (hub, navigator, _) = makeHub()
        let opener = RecordingOpener(refusing: ["tel"])
        hub.registerExternalSchemes(["mailto", "tel"], opener: opener)
        #expect(await states(hub, "mailto:help@ride.example") == ["preparing", "started", "completed"])
        #expect(
            await states(hub, "tel:+15550100") == [
                "preparing",
                "failed(handlerFailed: The external opener refused 'tel:+15550100' (no app on the device accepted it); check that an app on the device handles the scheme 'tel'.)",
            ])
        #expect(opener.opened == ["mailto:help@ride.example", "tel:+15550100"])
        withExtendedLifetime(navigator) {}
    }

    @Test func globalInterceptorsApplyToEveryDispatcher() async throws {
        let (hub, navigator, _) = makeHub()
        let opener = RecordingOpener()
        hub.registerExternalSchemes(["mailto"], opener: opener)
        hub.addInterceptor(RouteInterceptor("offline") { _, _ in .reject("the app is offline") })
        #expect(await states(hub, "mailto:help@ride.example").last?.hasPrefix("failed(rejected:") == true)
        #expect(opener.opened.isEmpty)
        withExtendedLifetime(navigator) {}
    }
}

/// An opener that refuses everything, for exit tests.
private struct NoOpener: SystemURLOpening {
    func open(_ url: DeepLinkURL) async -> Bool { false }
}
