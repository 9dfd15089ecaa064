import FlowCore
import Foundation
import MiniApp
import TerminalHost

/// Answers every request of the browser host: the app page, its form posts and back presses, deep
/// links, the inspector, the debug endpoint and the assets.
///
/// Requests carry their session in the `switchyard-session` cookie (HttpOnly, SameSite=Strict);
/// a request with no session, or with one that ended, gets a 410 page and never another session's
/// state. Bad input is a ``BrowserError`` answered as a 4xx page, or as JSON to the page's script,
/// and leaves the navigator as it was.
@MainActor
public final class WebRoutes {
    let app: MiniApp
    let store: SessionStore

    /// Creates the routes of `app`, with sessions as `options` say, each started from `document` when given.
    public init(app: MiniApp, options: WebOptions, restoring document: NavigatorDocument? = nil) {
        self.app = app
        self.store = SessionStore(app: app, options: options, restoring: document)
    }

    /// How many sessions are live.
    public var sessionCount: Int { store.count }

    /// Ends every session unused for longer than the idle limit.
    public func endIdleSessions() { store.endIdleSessions() }

    /// Ends every session.
    public func endAllSessions() { store.endAll() }

    /// The save file of the session a request used last, for `--save`.
    public func saveLastSession() async -> Data? {
        guard let session = try? store.session(store.lastUsedID) else { return nil }
        return try? await session.run { runtime in try? runtime.save().encoded() }
    }

    /// Answers `request`.
    public func handle(_ request: WebRequest) async -> WebResponse {
        do {
            return try await route(request)
        } catch {
            return answer(error, to: request)
        }
    }

    private func route(_ request: WebRequest) async throws(BrowserError) -> WebResponse {
        switch (request.method, request.path) {
        case ("GET", "/"), ("POST", "/new"):
            let session = try store.create()
            return WebResponse.seeOther("/app").settingSession(session.id)
        case ("GET", "/assets/style.css"): return asset(StyleSheet.source, type: "text/css")
        case ("GET", "/assets/app.js"): return asset(AppScript.source, type: "text/javascript")
        case ("GET", "/assets/inspector.js"): return asset(InspectorScript.source, type: "text/javascript")
        case ("GET", "/open"): return try await openLink(request)
        case ("GET", "/app/state"):
            return try await session(request).run { .json($0.pageState(includingHTML: true)) }
        case ("GET", "/app/events"), ("GET", "/inspector/events"):
            return .eventStream(try await session(request).run { $0.subscribe() })
        case ("GET", let path) where path == "/app" || path.hasPrefix("/app/"):
            if request.sessionID == nil { return .seeOther("/") }
            return try await session(request).run { .html(AppPage.render($0)) }
        case ("POST", "/app/act"): return try await act(request)
        case ("POST", "/app/back"): return try await back(request)
        case ("GET", "/debug/state"):
            return try await session(request).run { runtime in
                var state = runtime.pageState(includingHTML: false)
                state.session = runtime.id
                return .json(state)
            }
        case ("GET", "/inspector"):
            if request.sessionID == nil { return .seeOther("/") }
            return try await session(request).run { .html(InspectorPage.render($0)) }
        case ("GET", "/inspector/panels"):
            return try await session(request).run { .html(InspectorPage.panels($0)) }
        case ("GET", "/inspector/save"):
            return try await session(request).run { runtime in
                let data = (try? runtime.save().encoded()) ?? Data()
                return WebResponse(
                    headers: [
                        "Content-Type": "application/json",
                        "Content-Disposition": "attachment; filename=\"\(runtime.app.name)-session.json\"",
                        "Cache-Control": "no-store",
                    ], body: data)
            }
        case ("POST", let path) where path.hasPrefix("/inspector/"): return try await inspect(request)
        default:
            throw BrowserError(
                .notFound, status: 404,
                "There is no page '\(request.method) \(request.path.prefix(80))'. The app is at '/app', the inspector at '/inspector'."
            )
        }
    }

    private func session(_ request: WebRequest) throws(BrowserError) -> BrowserSession {
        try store.session(request.sessionID)
    }

    private func asset(_ text: String, type: String) -> WebResponse {
        WebResponse(
            headers: ["Content-Type": "\(type); charset=utf-8", "Cache-Control": "no-cache"], body: Data(text.utf8))
    }

    // MARK: App

    private func act(_ request: WebRequest) async throws(BrowserError) -> WebResponse {
        let session = try session(request)
        let form = try FormBody(request)
        let json = request.wantsJSON
        return try await session.run { runtime in
            do throws(BrowserError) {
                try await runtime.act(form)
            } catch {
                return Self.appAnswer(runtime, error: error, json: json)
            }
            return json ? .json(runtime.pageState(includingHTML: true)) : .seeOther(Self.appURL(runtime))
        }
    }

    private func back(_ request: WebRequest) async throws(BrowserError) -> WebResponse {
        let session = try session(request)
        let form = try FormBody(request)
        let text = form.fields["count"] ?? "1"
        guard let count = Int(text), (1...50).contains(count) else {
            throw BrowserError(
                .malformedForm, status: 400,
                "The back count '\(text.prefix(20))' is not a number from 1 to 50. Press the browser's back button instead."
            )
        }
        let json = request.wantsJSON
        return try await session.run { runtime in
            let accepted = await runtime.back(count: count)
            guard json else { return .seeOther(Self.appURL(runtime)) }
            var state = runtime.pageState(includingHTML: true)
            state.accepted = accepted
            return .json(state)
        }
    }

    private func openLink(_ request: WebRequest) async throws(BrowserError) -> WebResponse {
        guard let link = request.query["url"], !link.isEmpty else {
            let example = app.description.links.first.map { " It opens: \($0)." } ?? " \(app.name) opens no deep links."
            throw BrowserError(
                .badLink, status: 400, "'/open' needs the link in its 'url' query item, e.g. '/open?url=URL'.\(example)"
            )
        }
        var created: String?
        let session: BrowserSession
        if let existing = try? store.session(request.sessionID) {
            session = existing
        } else {
            session = try store.create()
            created = session.id
        }
        let response = try await session.run { runtime in
            do throws(BrowserError) {
                try await runtime.open(link)
            } catch {
                return Self.appAnswer(runtime, error: error, json: false)
            }
            return .seeOther(Self.appURL(runtime))
        }
        return created.map { response.settingSession($0) } ?? response
    }

    private static func appURL(_ runtime: SessionRuntime) -> String {
        guard let screen = runtime.navigator.hostModel.top else { return "/app" }
        return "/app/" + (screen.rawValue.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "")
    }

    private static func appAnswer(_ runtime: SessionRuntime, error: BrowserError, json: Bool) -> WebResponse {
        if json { return .json(runtime.pageState(includingHTML: true, error: error), status: error.status) }
        return .html(AppPage.render(runtime, error: error), status: error.status)
    }

    // MARK: Inspector

    private func inspect(_ request: WebRequest) async throws(BrowserError) -> WebResponse {
        let session = try session(request)
        let form = try FormBody(request)
        let path = request.path
        let json = request.wantsJSON
        return try await session.run { runtime in
            do throws(BrowserError) {
                try await Self.inspect(path, form: form, runtime: runtime)
            } catch {
                if json {
                    let info = PageState.ErrorInfo(code: error.code.rawValue, message: error.message)
                    return .json(InspectorAnswer(error: info), status: error.status)
                }
                return .html(InspectorPage.render(runtime, error: error), status: error.status)
            }
            return json ? .json(InspectorAnswer(error: nil)) : .seeOther("/inspector")
        }
    }

    private static func inspect(_ path: String, form: FormBody, runtime: SessionRuntime) async throws(BrowserError) {
        switch path {
        case "/inspector/flag":
            let name = form.fields["name"] ?? ""
            guard let value = ["on": true, "off": false][form.fields["value"] ?? ""] else {
                throw BrowserError(
                    .malformedForm, status: 400,
                    "A flag flip needs 'value' on or off, but got '\((form.fields["value"] ?? "").prefix(20))'.")
            }
            try await runtime.setFlag(name, to: value)
        case "/inspector/experiment":
            // An empty variant (the list's "default" choice) clears the override.
            let variant = form.fields["variant"] ?? ""
            try await runtime.setExperiment(form.fields["name"] ?? "", to: variant.isEmpty ? nil : variant)
        case "/inspector/open":
            try await runtime.open(form.fields["url"] ?? "")
        case "/inspector/travel":
            let text = form.fields["number"] ?? ""
            guard let number = Int(text) else {
                throw BrowserError(
                    .unknownName, status: 400,
                    "'\(text.prefix(20))' is not a history point's number. Press 'Go back to here'.")
            }
            try await runtime.travel(to: number)
        case "/inspector/states":
            runtime.setShowsStates(form.fields["show"] == "on")
        case "/inspector/restore":
            guard let document = form.fields["document"], !document.isEmpty else {
                throw BrowserError(
                    .badDocument, status: 400,
                    "No save file was uploaded. Choose the file saved with 'Download the session'.")
            }
            try await runtime.restore(Data(document.utf8))
        default:
            throw BrowserError(
                .notFound, status: 404,
                "The inspector has no control '\(path.prefix(80))'. Use the inspector page's buttons.")
        }
    }

    // MARK: Errors

    private func answer(_ error: BrowserError, to request: WebRequest) -> WebResponse {
        if request.wantsJSON {
            var state = PageState(
                screen: nil, path: "", layers: [], stack: [], depth: 0, canGoBack: false, canGoBackPerLayer: [],
                actions: [], fields: [], finished: nil, title: "\(error.status) \(error.code)", version: -1,
                html:
                    "<div id=\"app\" data-stack=\"[]\"><p role=\"alert\" class=\"error\" data-code=\"\(HTML.escape(error.code.rawValue))\"><strong>\(HTML.escape(error.code.rawValue))</strong>: \(HTML.escape(error.message))</p><p><a href=\"/\">Start a new session</a></p></div>"
            )
            state.error = PageState.ErrorInfo(code: error.code.rawValue, message: error.message)
            return .json(state, status: error.status)
        }
        return .html(AppPage.errorPage(error), status: error.status)
    }
}
