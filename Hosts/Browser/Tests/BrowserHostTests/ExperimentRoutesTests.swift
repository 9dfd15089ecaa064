import Foundation
import MiniApp
import Testing

@testable import BrowserHost

/// The inspector's experiments panel, driven without a server: RatingApp's `tip-amounts` flips live; bad posts change nothing.
@Suite(.timeLimit(.minutes(1))) @MainActor struct ExperimentRoutesTests {
    let routes: WebRoutes

    init() throws {
        let app = MiniApp.rating
        routes = WebRoutes(app: app, options: try WebOptions(parsing: ["--flag", "tips=on"], for: app.description))
    }

    func newSession() async throws -> String {
        let answer = await routes.handle(WebRequest(method: "GET", path: "/"))
        return String(try #require(answer.headers["Set-Cookie"]).prefix { $0 != ";" })
    }

    func post(_ path: String, _ body: String, cookie: String, json: Bool = true) async -> WebResponse {
        var headers = ["cookie": cookie, "content-type": "application/x-www-form-urlencoded"]
        if json { headers["accept"] = "application/json" }
        return await routes.handle(WebRequest(method: "POST", path: path, headers: headers, body: Data(body.utf8)))
    }

    /// The thanks screen's tips, from the app page.
    func tips(_ cookie: String) async throws -> [String] {
        let answer = await routes.handle(WebRequest(method: "GET", path: "/app/state", headers: ["cookie": cookie]))
        let state = try JSONDecoder().decode(PageState.self, from: answer.body)
        return state.actions.filter { $0.hasPrefix("select:tip-") }
    }

    func panels(_ cookie: String) async -> String {
        let answer = await routes.handle(
            WebRequest(method: "GET", path: "/inspector/panels", headers: ["cookie": cookie]))
        return String(decoding: answer.body, as: UTF8.self)
    }

    func toThanks() async throws -> String {
        let cookie = try await newSession()
        _ = await post("/app/act", "_action=rate&stars=5", cookie: cookie)
        _ = await post("/app/act", "_action=skip-comment", cookie: cookie)
        #expect(try await tips(cookie) == ["select:tip-1", "select:tip-2", "select:tip-5"])
        return cookie
    }

    @Test func theExperimentsPanelOffersEachVariantAsAForm() async throws {
        let cookie = try await newSession()
        let html = await panels(cookie)
        #expect(
            html.contains(
                "<td data-experiment=\"tip-amounts\">standard</td><td>defaults</td><td><form method=\"post\" action=\"/inspector/experiment\" class=\"inline\">"
                    + "<input type=\"hidden\" name=\"name\" value=\"tip-amounts\"><label for=\"variant-tip-amounts\">Variant of tip-amounts</label> "
                    + "<select id=\"variant-tip-amounts\" name=\"variant\"><option value=\"\" selected>default (standard)</option>"
                    + "<option value=\"standard\">standard</option><option value=\"generous\">generous</option></select>"
                    + "<button type=\"submit\" id=\"set-tip-amounts\">Set</button></form>"))
    }

    @Test func aVariantPostedWithoutScriptRedrawsTheScreenAndRedirectsToTheInspector() async throws {
        let cookie = try await toThanks()
        let answer = await post(
            "/inspector/experiment", "name=tip-amounts&variant=generous", cookie: cookie, json: false)
        #expect(answer.status == 303)
        #expect(answer.headers["Location"] == "/inspector")
        #expect(try await tips(cookie) == ["select:tip-2", "select:tip-5", "select:tip-10"])
        let html = await panels(cookie)
        #expect(html.contains("<td data-experiment=\"tip-amounts\">generous</td><td>runtime override</td>"))
        #expect(html.contains("<span class=\"cause\">experiment tip-amounts=generous</span>"))

        _ = await post("/inspector/experiment", "name=tip-amounts&variant=", cookie: cookie)
        #expect(try await tips(cookie) == ["select:tip-1", "select:tip-2", "select:tip-5"])
    }

    @Test(arguments: [
        (
            "name=tip-amounts&variant=huge", 400, "unknown-variant",
            "The experiment 'tip-amounts' has no variant 'huge': expected one of standard, generous. It stays 'standard'."
        ),
        (
            "name=tip-amount&variant=generous", 404, "unknown-name",
            "RatingApp has no experiment 'tip-amount'; its experiments are: tip-amounts."
        ),
    ])
    func badInputIsRefusedByNameAndChangesNothing(body: String, status: Int, code: String, message: String)
        async throws
    {
        let cookie = try await toThanks()
        let answer = await post("/inspector/experiment", body, cookie: cookie)
        #expect(answer.status == status)
        let error = try JSONDecoder().decode(InspectorAnswer.self, from: answer.body).error
        #expect(error == .init(code: code, message: message))
        #expect(try await tips(cookie) == ["select:tip-1", "select:tip-2", "select:tip-5"])
        #expect(await panels(cookie).contains("<td data-experiment=\"tip-amounts\">standard</td><td>defaults</td>"))

        let page = await post("/inspector/experiment", body, cookie: cookie, json: false)
        #expect(page.status == status)
        #expect(String(decoding: page.body, as: UTF8.self).contains("data-code=\"\(code)\""))
    }

    @Test func theCommandLineSetsTheVariantEveryNewSessionStartsWith() async throws {
        let app = MiniApp.rating
        let options = try WebOptions(
            parsing: ["--flag", "tips=on", "--experiment", "tip-amounts=generous"], for: app.description)
        #expect(options.experiments == ["tip-amounts": "generous"])
        let routes = WebRoutes(app: app, options: options)
        let cookie = String(
            try #require(await routes.handle(WebRequest(method: "GET", path: "/")).headers["Set-Cookie"]).prefix {
                $0 != ";"
            })
        let html = String(
            decoding: await routes.handle(
                WebRequest(method: "GET", path: "/inspector/panels", headers: ["cookie": cookie])
            ).body, as: UTF8.self)
        #expect(html.contains("<td data-experiment=\"tip-amounts\">generous</td><td>runtime override</td>"))
        let help = WebOptions.help(for: app.description, command: "browser-host rating")
        #expect(
            help.contains(
                "USAGE: browser-host rating [--port N] [--flag NAME=on|off ...] [--experiment NAME=VARIANT ...] [--save FILE]"
            ))
        #expect(
            help.contains(
                "  --experiment NAME=VARIANT set an experiment for every new session (repeatable)\n  --save FILE "))
        #expect(
            help.hasSuffix(
                "\n\nEXPERIMENTS (--experiment NAME=VARIANT, or live in the inspector):\n"
                    + "  tip-amounts=standard|generous: The tips offered: standard ($1, $2, $5) or generous ($2, $5, $10) (default standard)"
            ))
    }
}
