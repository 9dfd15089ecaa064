import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Interceptors: every outcome, their order, and suspending a link behind another flow.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubInterceptorTests {
    /// A hub with `ride://promo/:code` (an action that returns its code and `source`) in the group `marketing`.
    private func makePromoHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        try hub.register(
            "ride://promo/:code", groups: ["marketing"],
            .action { request in
                "\(request["code"] ?? "-") from \(request["source"] ?? "-")"
            })
        try hub.register("ride://promo", .action { _ in "all promos" })
        return (hub, navigator)
    }

    @Test func proceedLetsTheLinkThrough() async throws {
        let (hub, navigator) = try makePromoHub()
        hub.addInterceptor(RouteInterceptor("audit") { _, _ in .proceed })
        #expect(
            await states(hub, "ride://promo/RIDE10") == [
                "preparing", "started", "produced(RIDE10 from -)", "completed",
            ])
        #expect(linkNotes(navigator).contains("audit: proceed"))
    }

    @Test func rewriteSetsValuesOverTheLinks() async throws {
        let (hub, navigator) = try makePromoHub()
        hub.addInterceptor(
            RouteInterceptor("attribution") { request, _ in
                request["utm"].map { .rewrite(["source": $0, "code": "RIDE20"]) } ?? .proceed
            }, toGroup: "marketing")
        #expect(
            await states(hub, "ride://promo/RIDE10?utm=mail") == [
                "preparing", "started", "produced(RIDE20 from mail)", "completed",
            ])
        #expect(linkNotes(navigator).contains("attribution: rewrite(code=RIDE20, source=mail)"))
    }

    @Test func redirectOpensAnotherLinkInstead() async throws {
        let (hub, navigator) = try makePromoHub()
        hub.addInterceptor(
            RouteInterceptor("expired") { request, _ in
                request["code"] == "OLD" ? .redirect("ride://promo") : .proceed
            })
        #expect(await states(hub, "ride://promo/OLD") == ["preparing", "started", "produced(all promos)", "completed"])
        #expect(linkNotes(navigator).contains("expired: redirect(ride://promo)"))
    }

    @Test func rejectFailsWithTheInterceptorsNameAndReason() async throws {
        let (hub, navigator) = try makePromoHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(RouteInterceptor("kill-switch") { _, _ in .reject("promos are switched off") })
        let states = await states(hub, "ride://promo/RIDE10")
        #expect(
            states == [
                "preparing",
                "failed(rejected: Interceptor 'kill-switch' rejected 'ride://promo/RIDE10': promos are switched off; meet its condition and open the link again.)",
            ])
    }

    @Test func theRejectionErrorNamesTheRule() async throws {
        let (hub, navigator) = try makePromoHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(RouteInterceptor("kill-switch") { _, _ in .reject("off") })
        let error = await #expect(throws: DeepLinkError.self) {
            try await bounded("hub.open(\"ride://promo/RIDE10\")") {
                try await hub.open("ride://promo/RIDE10", as: String.self)
            }
        }
        #expect(error?.code == .rejected)
        #expect(error?.rule == "interceptor.kill-switch")
        #expect(error?.value == "ride://promo/RIDE10")
    }

    @Test func interceptorsRunGlobalThenGroupThenRoute() async throws {
        let (hub, navigator, _) = makeHub()
        var order: [String] = []
        func interceptor(_ name: String) -> RouteInterceptor {
            RouteInterceptor(name) { _, _ in
                order.append(name)
                return .proceed
            }
        }
        hub.addInterceptor(interceptor("global"))
        hub.addInterceptor(interceptor("auth"), toGroup: "requiresAuth")
        hub.addInterceptor(interceptor("other group"), toGroup: "other")
        try hub.register(
            "ride://secret", groups: ["requiresAuth"], interceptors: [interceptor("route")],
            .action { _ in nil })
        #expect(await states(hub, "ride://secret") == ["preparing", "started", "completed"])
        #expect(order == ["global", "auth", "route"])
        withExtendedLifetime(navigator) {}
    }

    @Test func aRedirectBackToAVisitedLinkIsALoop() async throws {
        let (hub, navigator) = try makePromoHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(
            RouteInterceptor("ping-pong") { request, _ in
                request.url.description == "ride://promo" ? .redirect("ride://promo/A") : .redirect("ride://promo")
            })
        #expect(
            await states(hub, "ride://promo/A") == [
                "preparing",
                "failed(redirectLoop: Redirects loop: 'ride://promo/A' → 'ride://promo' → 'ride://promo/A'; remove one of the redirects in the cycle.)",
            ])
    }

    @Test func aRedirectToAMalformedLinkFailsWithInvalidURL() async throws {
        let (hub, navigator) = try makePromoHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(RouteInterceptor("broken") { _, _ in .redirect("ride://promo/%ZZ") })
        #expect(
            await states(hub, "ride://promo/A") == [
                "preparing",
                "failed(invalidURL: Bad percent-encoding '%ZZ' at byte 13 of 'ride://promo/%ZZ'; '%' must be followed by two hex digits, so write a literal '%' as '%25'.)",
            ])
    }

    @Test func suspendingPresentsTheFlowAndResumesTheRouteWhenItSucceeds() async throws {
        let (hub, navigator) = try makePromoHub()
        hub.addInterceptor(requiresLogin(), toGroup: "marketing")
        let recorder = RoutingStateRecorder(hub.open("ride://promo/RIDE10"))
        await yieldUntil("navigator.path.description.hasSuffix(\"login\")") {
            navigator.path.description.hasSuffix("login")
        }
        await recorder.wait(for: 1)
        #expect(recorder.states == ["preparing"])
        #expect(navigator.path.description == "Home > home > Login > login")

        navigator.tap("choose", value: "ada")
        #expect(await recorder.finish() == ["preparing", "started", "produced(RIDE10 from -)", "completed"])
        #expect(navigator.path.description == "Home > home")
        #expect(
            linkNotes(navigator).suffix(7) == [
                "requiresAuth suspended ride://promo/RIDE10 for Login",
                "present Login for ride://promo/RIDE10",
                "requiresAuth resumed ride://promo/RIDE10",
                "requiresAuth: proceed",
                "started ride://promo/RIDE10",
                "ride://promo/RIDE10 produced RIDE10 from -",
                "completed ride://promo/RIDE10",
            ])
        // Signed in now: the next open does not suspend.
        #expect(await states(hub, "ride://promo/X") == ["preparing", "started", "produced(X from -)", "completed"])
    }

    @Test func aPendingOpenKeepsNeitherTheHubNorTheNavigatorAlive() async throws {
        weak var weakHub: RoutingHub?
        weak var weakNavigator: Navigator?
        do {
            let (hub, navigator) = try makePromoHub()
            weakHub = hub
            weakNavigator = navigator
            hub.addInterceptor(requiresLogin(completing: false), toGroup: "marketing")
            let stream = hub.open("ride://promo/RIDE10")
            await yieldUntil("the sign-in to show") { navigator.path.description.hasSuffix("login") }
            _ = stream
        }
        await yieldUntil("the pending open to let the hub and the navigator go") {
            weakHub == nil && weakNavigator == nil
        }
    }

    @Test func suspendingRejectsWhenTheFlowIsDismissed() async throws {
        let (hub, navigator) = try makePromoHub()
        hub.addInterceptor(requiresLogin(completing: false), toGroup: "marketing")
        let recorder = RoutingStateRecorder(hub.open("ride://promo/RIDE10"))
        await yieldUntil("navigator.path.description.hasSuffix(\"login\")") {
            navigator.path.description.hasSuffix("login")
        }
        #expect(navigator.back())
        #expect(
            await recorder.finish() == [
                "preparing",
                "failed(rejected: Interceptor 'requiresAuth' rejected 'ride://promo/RIDE10': sign-in was cancelled; meet its condition and open the link again.)",
            ])
        #expect(navigator.path.description == "Home > home")
    }

    @Test func cancellingASuspendedOpenDismissesTheInterceptorsFlow() async throws {
        let (hub, navigator) = try makePromoHub()
        hub.addInterceptor(requiresLogin(completing: false), toGroup: "marketing")
        let recorder = RoutingStateRecorder(hub.open("ride://promo/RIDE10"))
        await yieldUntil("navigator.path.description.hasSuffix(\"login\")") {
            navigator.path.description.hasSuffix("login")
        }
        await recorder.wait(for: 1)
        await recorder.cancel()
        await yieldUntil("linkNotes(navigator).last?.hasPrefix(\"cancelled\") == true") {
            linkNotes(navigator).last?.hasPrefix("cancelled") == true
        }
        #expect(recorder.states == ["preparing"])
        #expect(navigator.path.description == "Home > home")
        #expect(linkNotes(navigator).last == "cancelled ride://promo/RIDE10; what it presented was dismissed")
    }

    /// As `RoutingContext.present`'s example: the interceptor waits for the flow's output, `nil` when it is dismissed.
    @Test(arguments: [true, false])
    func anInterceptorThatPresentsAFlowDecidesByItsResult(confirming: Bool) async throws {
        let (hub, navigator, _) = makeHub()
        var results: [String?] = []
        hub.addInterceptor(
            RouteInterceptor("confirm") { _, context in
                let result = await context.present(makePicker("Confirm", screen: "confirm"))
                results.append(result)
                return result == nil ? .reject("the payment was not confirmed") : .proceed
            })
        try hub.register("ride://pay", .action { _ in "paid" })
        let recorder = RoutingStateRecorder(hub.open("ride://pay"))
        await yieldUntil("the confirmation to show") { navigator.path.description == "Home > home > Confirm > confirm" }
        if confirming {
            navigator.tap("choose", value: "yes")
        } else {
            #expect(navigator.back())
        }
        let received = await recorder.finish()
        #expect(results == [confirming ? "yes" : nil])
        #expect(
            received.last
                == (confirming
                    ? "completed"
                    : "failed(rejected: Interceptor 'confirm' rejected 'ride://pay': the payment was not confirmed; "
                        + "meet its condition and open the link again.)"))
        #expect(navigator.path.description == "Home > home")
    }
}
