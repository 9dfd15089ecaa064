import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// What a handler reads from its request after interceptors and redirects changed the link's way:
/// a rewrite wins over the caller's `params` and over an earlier rewrite, and `request.link` stays
/// the link that was opened while `request.url` is the one that matched.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubRequestValueTests {
    /// A hub whose `ride://promo/:code` answers with its code and `source`, and whose
    /// `ride://where` answers with the request's `link` and `url`.
    private func makeValueHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        try hub.register(
            "ride://promo/:code", .action { request in "\(request["code"] ?? "-") from \(request["source"] ?? "-")" })
        try hub.register("ride://where", .action { request in "link \(request.link), url \(request.url)" })
        return (hub, navigator)
    }

    @Test func aRewriteWinsOverTheValuesTheCallerPassed() async throws {
        let (hub, navigator) = try makeValueHub()
        hub.addInterceptor(RouteInterceptor("attribution") { _, _ in .rewrite(["source": "mail"]) })
        #expect(
            await states(hub, "ride://promo/RIDE10?source=link", params: ["source": "push"]) == [
                "preparing", "started", "produced(RIDE10 from mail)", "completed",
            ])
        #expect(linkNotes(navigator).contains("attribution: rewrite(source=mail)"))
    }

    @Test func aLaterInterceptorSeesAnEarlierRewriteAndItsOwnRewriteWins() async throws {
        let (hub, navigator) = try makeValueHub()
        var seen: [String] = []
        hub.addInterceptor(RouteInterceptor("first") { _, _ in .rewrite(["source": "a", "code": "A"]) })
        hub.addInterceptor(
            RouteInterceptor("second") { request, _ in
                seen.append("\(request["code"] ?? "-") from \(request["source"] ?? "-")")
                return .rewrite(["source": "\(request["source"] ?? "-")+b"])
            })
        #expect(
            await states(hub, "ride://promo/RIDE10", params: ["source": "push"]) == [
                "preparing", "started", "produced(A from a+b)", "completed",
            ])
        #expect(seen == ["A from a"])
        #expect(
            linkNotes(navigator).suffix(5).prefix(2) == [
                "first: rewrite(code=A, source=a)", "second: rewrite(source=a+b)",
            ])
    }

    @Test func afterATableRedirectTheRequestKeepsTheLinkThatWasOpened() async throws {
        let (hub, navigator) = try makeValueHub()
        try hub.redirects.add(from: "ride://here", to: "ride://where")
        #expect(
            await states(hub, "ride://here?x=1") == [
                "preparing", "started", "produced(link ride://here?x=1, url ride://where?x=1)", "completed",
            ])
        withExtendedLifetime(navigator) {}
    }

    @Test func afterAnInterceptorsRedirectTheRequestKeepsTheLinkThatWasOpened() async throws {
        let (hub, navigator) = try makeValueHub()
        hub.addInterceptor(
            RouteInterceptor("moved") { request, _ in
                request.url.description.hasPrefix("ride://promo") ? .redirect("ride://where") : .proceed
            })
        #expect(
            await states(hub, "ride://promo/OLD") == [
                "preparing", "started", "produced(link ride://promo/OLD, url ride://where)", "completed",
            ])
        #expect(linkNotes(navigator).contains("moved: redirect(ride://where)"))
    }

    @Test func aFlowPresentedAfterARedirectIsLoggedForTheLinkThatWasOpened() async throws {
        let (hub, navigator) = try makeValueHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        try hub.redirects.add(from: "ride://choose", to: "ride://picker")
        let recorder = RoutingStateRecorder(hub.open("ride://choose"))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        #expect(linkNotes(navigator).contains("present Picker for ride://choose"))
        navigator.tap("choose", value: "blue")
        #expect(await recorder.finish() == ["preparing", "started", "produced(blue)", "completed"])
    }

    @Test func performLetsARewriteWinAndKeepsItAcrossARedirect() throws {
        let (hub, navigator, _) = makeHub()
        try hub.registerAction("fare") { request in try request.value("km", as: Int.self) * 2 }
        try hub.registerAction("old-fare") { _ in 0 }
        hub.addInterceptor(
            .synchronous("promo") { request in request["promo"] == "yes" ? .rewrite(["km": "10"]) : .proceed })
        hub.addInterceptor(
            .synchronous("moved") { request in
                request.url.description.hasPrefix("action://old-fare") ? .redirect("action://fare?km=3") : .proceed
            })
        #expect(try hub.perform("action://fare?km=7&promo=yes", params: ["km": "8"]) as? Int == 20)
        #expect(try hub.perform("action://fare?km=7", params: ["km": "8"]) as? Int == 16)
        #expect(try hub.perform("action://old-fare?promo=yes") as? Int == 20)
        #expect(try hub.perform("action://old-fare") as? Int == 6)
        withExtendedLifetime(navigator) {}
    }

    @Test func openKeepsTheValuesRewrittenBeforeARedirectAsPerformDoes() async throws {
        let (hub, navigator) = try makeValueHub()
        hub.addInterceptor(
            RouteInterceptor("attribution") { request, _ in
                request["utm"].map { .rewrite(["source": $0]) } ?? .proceed
            })
        hub.addInterceptor(
            RouteInterceptor("expired") { request, _ in
                request["code"] == "OLD" ? .redirect("ride://promo/NEW") : .proceed
            })
        #expect(
            await states(hub, "ride://promo/OLD?utm=mail") == [
                "preparing", "started", "produced(NEW from mail)", "completed",
            ])
        withExtendedLifetime(navigator) {}
    }
}
