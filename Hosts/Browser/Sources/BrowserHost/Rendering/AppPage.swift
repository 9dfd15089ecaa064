import FlowCore
import Foundation
import MiniApp

/// The app page: a header with the path and the inspector link, and the `#app` region with the host model's layers.
///
/// The base layer's top screen is drawn in place; each modal layer above it is a `<dialog open>`
/// over the layers beneath, which are drawn inert. Without JavaScript every button posts the form;
/// the script (`/assets/app.js`) posts the same forms with `fetch` and keeps the browser's history
/// equal to the host model.
@MainActor
enum AppPage {
    /// The whole page for `runtime`, with an inline error when a request was refused.
    static func render(_ runtime: SessionRuntime, error: BrowserError? = nil) -> String {
        let state = runtime.pageState(includingHTML: true, error: error)
        let body = """
            <header class="bar">
            <span class="app-name">\(HTML.escape(runtime.app.name))</span>
            <nav aria-label="Path" id="path">\(HTML.escape(state.path))</nav>
            <a href="/inspector" target="switchyard-inspector">Inspector</a>
            </header>
            <main id="main">
            \(state.html)
            </main>
            """
        return HTML.page(title: state.title, body: body, script: "/assets/app.js")
    }

    /// The `#app` region: the layers, the error and the no-script back button.
    static func region(_ runtime: SessionRuntime, state: PageState) -> String {
        let stackJSON = String(decoding: (try? JSONEncoder().encode(state.stack)) ?? Data("[]".utf8), as: UTF8.self)
        var html =
            "<div id=\"app\" data-screen=\"\(HTML.escape(state.screen ?? ""))\" data-depth=\"\(state.depth)\" data-stack=\"\(HTML.escape(stackJSON))\" data-can-go-back=\"\(state.canGoBack)\" data-version=\"\(state.version)\">\n"
        if let error = state.error {
            html +=
                "<p role=\"alert\" class=\"error\" data-code=\"\(HTML.escape(error.code))\"><strong>\(HTML.escape(error.code))</strong>: \(HTML.escape(error.message))</p>\n"
        }
        if let finished = state.finished {
            html += "<section class=\"finished\"><h1>\(HTML.escape(finished))</h1>"
            html +=
                "<form method=\"post\" action=\"/new\"><button type=\"submit\">Start a new session</button></form></section>\n"
        } else {
            html += layers(runtime)
        }
        for note in runtime.notes { html += "<p class=\"note\">\(HTML.escape(note))</p>\n" }
        if state.canGoBack {
            html +=
                "<form method=\"post\" action=\"/app/back\" class=\"back\"><button type=\"submit\" data-back>Back</button></form>\n"
        }
        html += "</div>"
        return html
    }

    private static func layers(_ runtime: SessionRuntime) -> String {
        let layers = runtime.navigator.hostModel.layers
        var html = ""
        for (index, screens) in layers.enumerated() {
            guard let top = screens.last else { continue }
            let isTop = index == layers.count - 1
            let form = isTop ? runtime.navigator.form : runtime.knownForms[top]
            let content =
                form.map { ScreenHTML.render($0, interactive: isTop) }
                ?? "<p class=\"note\">The screen '\(HTML.escape(top.rawValue))' cannot be drawn: it is not FormRepresentable.</p>"
            if index == 0 {
                html += "<div class=\"layer\" data-layer=\"0\"\(isTop ? "" : " inert")>\(content)</div>\n"
            } else {
                html +=
                    "<dialog open class=\"sheet\" data-layer=\"\(index)\" aria-modal=\"true\" aria-label=\"\(HTML.escape(form?.title ?? top.rawValue))\"\(isTop ? "" : " inert")>\(content)</dialog>\n"
            }
        }
        return html
    }

    /// A page for a refused request without script: the code, the message and a way back.
    static func errorPage(_ error: BrowserError) -> String {
        let body = """
            <main id="main">
            <h1>\(error.status) \(HTML.escape(error.code.rawValue))</h1>
            <p role="alert" class="error" data-code="\(HTML.escape(error.code.rawValue))">\(HTML.escape(error.message))</p>
            <p><a href="/app">Back to the app</a> · <a href="/">Start a new session</a></p>
            </main>
            """
        return HTML.page(title: "\(error.status) \(error.code)", body: body)
    }
}
