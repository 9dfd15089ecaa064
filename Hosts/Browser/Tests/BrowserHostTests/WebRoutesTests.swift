import Foundation
import MiniApp
import Testing

@testable import BrowserHost

/// The browser host's answers, driven without a server: RideApp's routes get requests and answer pages and JSON.
@Suite(.timeLimit(.minutes(1))) @MainActor struct WebRoutesTests {
    let routes: WebRoutes

    init() throws {
        let app = MiniApp.ride
        routes = WebRoutes(app: app, options: try WebOptions(parsing: [], for: app.description))
    }

    /// Starts a session and returns its cookie.
    func newSession() async throws -> String {
        let answer = await routes.handle(WebRequest(method: "GET", path: "/"))
        #expect(answer.status == 303)
        #expect(answer.headers["Location"] == "/app")
        let cookie = try #require(answer.headers["Set-Cookie"])
        #expect(cookie.hasSuffix("; Path=/; HttpOnly; SameSite=Strict"))
        return String(cookie.prefix { $0 != ";" })
    }

    func post(_ path: String, _ body: String, cookie: String) async -> WebResponse {
        await routes.handle(
            WebRequest(
                method: "POST", path: path,
                headers: [
                    "cookie": cookie, "accept": "application/json", "content-type": "application/x-www-form-urlencoded",
                ],
                body: Data(body.utf8)))
    }

    func state(_ cookie: String) async throws -> PageState {
        let answer = await routes.handle(WebRequest(method: "GET", path: "/debug/state", headers: ["cookie": cookie]))
        return try JSONDecoder().decode(PageState.self, from: answer.body)
    }

    func error(_ answer: WebResponse) throws -> PageState.ErrorInfo? {
        try JSONDecoder().decode(PageState.self, from: answer.body).error
    }

    @Test func aNewSessionShowsTheFirstScreenAsAPage() async throws {
        let cookie = try await newSession()
        let page = await routes.handle(WebRequest(method: "GET", path: "/app", headers: ["cookie": cookie]))
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(page.status == 200)
        #expect(html.contains("<title>What&#39;s your phone number? — RideApp</title>"))
        #expect(html.contains("<nav aria-label=\"Path\" id=\"path\">Root &gt; Onboarding &gt; enter-phone</nav>"))
        #expect(html.contains("data-stack=\"[&quot;0:enter-phone&quot;]\""))
        let state = try await state(cookie)
        #expect(state.layers == [["enter-phone"]])
        #expect(state.actions == ["submit-phone"])
        #expect(state.session?.count == 32)
    }

    @Test func anUnknownActionIsRefusedAndTheNavigatorStays() async throws {
        let cookie = try await newSession()
        let answer = await post("/app/act", "_action=launch-rocket", cookie: cookie)
        #expect(answer.status == 400)
        #expect(
            try error(answer)
                == .init(
                    code: "unknown-action",
                    message: "The screen 'enter-phone' has no action 'launch-rocket'. It offers: submit-phone."))
        #expect(try await state(cookie).path == "Root > Onboarding > enter-phone")
    }

    @Test func aForgedFieldIsRefusedNamingTheScreensFields() async throws {
        let cookie = try await newSession()
        let answer = await post("/app/act", "_action=submit-phone&phone=1&is_admin=true", cookie: cookie)
        #expect(answer.status == 400)
        #expect(
            try error(answer)
                == .init(
                    code: "unknown-field",
                    message: "The screen 'enter-phone' has no field 'is_admin'. Its fields are: phone."))
        #expect(try await state(cookie).screen == "enter-phone")
    }

    @Test func aPostFromAStalePageIsRefused() async throws {
        let cookie = try await newSession()
        let answer = await post("/app/act", "_screen=home&_action=submit-phone", cookie: cookie)
        #expect(answer.status == 409)
        #expect(try error(answer)?.code == "stale-screen")
    }

    @Test func anUnknownSessionGetsA410PageAndNoState() async throws {
        _ = try await newSession()
        let cookie = "switchyard-session=" + String(repeating: "0", count: 32)
        let page = await routes.handle(WebRequest(method: "GET", path: "/app", headers: ["cookie": cookie]))
        #expect(page.status == 410)
        let html = String(decoding: page.body, as: UTF8.self)
        #expect(html.contains("<h1>410 unknown-session</h1>"))
        #expect(
            html.contains(
                "This browser&#39;s session (&#39;00000000…&#39;) has ended or never existed; sessions end after 1800 s unused. Start a new one at &#39;/&#39;."
            ))
        let debug = await routes.handle(WebRequest(method: "GET", path: "/debug/state", headers: ["cookie": cookie]))
        #expect(debug.status == 410)
    }

    @Test func sessionsAreIsolated() async throws {
        let first = try await newSession()
        let second = try await newSession()
        #expect(first != second)
        _ = await post("/app/act", "_action=submit-phone&phone=%2B15550100", cookie: first)
        #expect(try await state(first).screen == "verify-phone")
        #expect(try await state(second).screen == "enter-phone")
    }

    @Test func aMalformedDeepLinkIsA400NamingTheLink() async throws {
        let cookie = try await newSession()
        let answer = await routes.handle(
            WebRequest(method: "GET", path: "/open", query: ["url": "ride://[::1"], headers: ["cookie": cookie]))
        #expect(answer.status == 400)
        #expect(String(decoding: answer.body, as: UTF8.self).contains("data-code=\"bad-link\""))
        #expect(try await state(cookie).screen == "enter-phone")
    }

    @Test func aTamperedSaveFileIsRefusedAndTheNavigatorStays() async throws {
        let cookie = try await newSession()
        let answer = await post("/inspector/restore", "document=%7B%22format%22%3A%22evil%22%7D", cookie: cookie)
        #expect(answer.status == 400)
        let body = try JSONDecoder().decode(InspectorAnswer.self, from: answer.body)
        #expect(body.error?.code == "bad-document")
        #expect(body.error?.message.hasPrefix("The uploaded file is not a saved RideApp session: ") == true)
        #expect(try await state(cookie).screen == "enter-phone")
    }

    @Test func aBackOnTheFirstScreenIsRefusedAndAcceptedAfterAPush() async throws {
        let cookie = try await newSession()
        let refused = try JSONDecoder().decode(
            PageState.self, from: await post("/app/back", "count=1", cookie: cookie).body)
        #expect(refused.accepted == 0)
        #expect(refused.stack == ["0:enter-phone"])
        _ = await post("/app/act", "_action=submit-phone&phone=%2B15550100", cookie: cookie)
        let accepted = try JSONDecoder().decode(
            PageState.self, from: await post("/app/back", "count=1", cookie: cookie).body)
        #expect(accepted.accepted == 1)
        #expect(accepted.stack == ["0:enter-phone"])
    }

    @Test func theInspectorDrawsTheFlowTreeWithTheActivePathMarked() async throws {
        let cookie = try await newSession()
        let panels = await routes.handle(
            WebRequest(method: "GET", path: "/inspector/panels", headers: ["cookie": cookie]))
        let html = String(decoding: panels.body, as: UTF8.self)
        #expect(html.contains("<strong id=\"active-path\">Root &gt; Onboarding &gt; enter-phone</strong>"))
        #expect(html.contains("<g class=\"node flow active\" data-name=\"Root\"><title>flow Root (active)</title>"))
        #expect(
            html.contains(
                "<g class=\"node screen active\" data-name=\"enter-phone\"><title>screen enter-phone (active)</title>"))
        #expect(html.contains("<g class=\"node rule\" data-name=\"home\"><title>rule home</title>"))
        #expect(html.contains("<li aria-current=\"page\">enter-phone</li>"))
        #expect(
            html.contains(
                "<span class=\"cause\">start</span> <span class=\"path\">Root &gt; Onboarding &gt; enter-phone</span>"))
    }

    @Test func anUnknownPageIsA404() async throws {
        let answer = await routes.handle(WebRequest(method: "GET", path: "/admin"))
        #expect(answer.status == 404)
        #expect(
            String(decoding: answer.body, as: UTF8.self).contains(
                "There is no page &#39;GET /admin&#39;. The app is at &#39;/app&#39;, the inspector at &#39;/inspector&#39;."
            ))
    }
}
