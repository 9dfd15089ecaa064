import DeepLinks
import FlowCore
import FlowPlugins
import MiniApp
import TerminalHost

/// The live inspector beside the app: flow tree, host model, flags, deep-link console, event log,
/// time-travel history and save/restore.
///
/// The page subscribes to `/inspector/events` (server-sent events) and fetches `/inspector/panels`
/// on every change, so it follows the app without a reload; the save-and-restore form stays outside
/// the panels, so a file being chosen is not replaced. Every control is a form, so it also
/// works without script.
@MainActor
enum InspectorPage {
    /// The whole inspector page.
    static func render(_ runtime: SessionRuntime, error: BrowserError? = nil) -> String {
        let body = """
            <header class="bar">
            <span class="app-name">\(HTML.escape(runtime.app.name)) inspector</span>
            <a href="/app" target="switchyard-app">App</a>
            </header>
            <main id="main" class="inspector">
            <div id="inspector-error" aria-live="assertive"></div>
            <div id="panels">\(panels(runtime, error: error))</div>
            \(section("save", "Save and restore", saving()))
            </main>
            """
        return HTML.page(title: "Inspector — \(runtime.app.name)", body: body, script: "/assets/inspector.js")
    }

    /// The panels, which the page replaces on every change.
    static func panels(_ runtime: SessionRuntime, error: BrowserError? = nil) -> String {
        var html = "<div id=\"inspector\" data-version=\"\(runtime.version)\">\n"
        if let error {
            html +=
                "<p role=\"alert\" class=\"error\" data-code=\"\(HTML.escape(error.code.rawValue))\"><strong>\(HTML.escape(error.code.rawValue))</strong>: \(HTML.escape(error.message))</p>\n"
        }
        html += section("tree", "Flow tree", tree(runtime))
        html += section("layers", "Host model", layers(runtime))
        html += section("flags", "Flags and experiments", flags(runtime))
        html += section("links", "Deep links", links(runtime))
        html += section("history", "History", history(runtime))
        html += section("log", "Event log", log(runtime))
        html += "</div>"
        return html
    }

    private static func section(_ id: String, _ title: String, _ content: String) -> String {
        "<section class=\"panel\" id=\"panel-\(id)\" aria-labelledby=\"heading-\(id)\"><h2 id=\"heading-\(id)\">\(title)</h2>\n\(content)\n</section>\n"
    }

    private static func tree(_ runtime: SessionRuntime) -> String {
        let tree = runtime.navigator.flowTree()
        return
            "<p class=\"path\">Active path: <strong id=\"active-path\">\(HTML.escape(runtime.navigator.path.description))</strong></p>"
            + "<div class=\"tree\">\(FlowTreeSVG.render(tree))</div>"
            + "<details><summary>As text</summary><pre>\(HTML.escape(tree.text))</pre></details>"
    }

    private static func layers(_ runtime: SessionRuntime) -> String {
        let model = runtime.navigator.hostModel
        let canGoBack = BackContract.canGoBackPerLayer(runtime.navigator)
        var html = "<ol class=\"layers\" id=\"host-model\" data-model=\"\(HTML.escape(model.description))\">"
        for (index, screens) in model.layers.enumerated() {
            let kind = index == 0 ? "base stack" : "sheet"
            let back = canGoBack[index] ? "back allowed" : "back not allowed"
            html += "<li><span class=\"layer-kind\">\(kind) \(index) (\(back))</span><ol class=\"stack\">"
            for (position, screen) in screens.enumerated() {
                let isTop = index == model.layers.count - 1 && position == screens.count - 1
                html += "<li\(isTop ? " aria-current=\"page\"" : "")>\(HTML.escape(screen.rawValue))</li>"
            }
            html += "</ol></li>"
        }
        return html + "</ol>"
    }

    private static func flags(_ runtime: SessionRuntime) -> String {
        var html = "<table><thead><tr><th>Flag</th><th>Value</th><th>Source</th><th>Flip</th></tr></thead><tbody>"
        for flag in runtime.flags.definitions {
            let value = runtime.flags.isEnabled(flag.key)
            html += "<tr><th scope=\"row\" title=\"\(HTML.escape(flag.summary))\">\(HTML.escape(flag.key))</th>"
            html += "<td data-flag=\"\(HTML.escape(flag.key))\">\(value ? "on" : "off")</td>"
            html += "<td>\(HTML.escape("\(runtime.flags.source(of: flag.key))"))</td><td>"
            html +=
                "<form method=\"post\" action=\"/inspector/flag\"><input type=\"hidden\" name=\"name\" value=\"\(HTML.escape(flag.key))\">"
            html +=
                "<button type=\"submit\" name=\"value\" value=\"\(value ? "off" : "on")\" id=\"flip-\(HTML.escape(flag.key))\">Turn \(value ? "off" : "on")</button></form></td></tr>"
        }
        html += "</tbody></table>"
        html += experiments(runtime)
        let fixed = runtime.startFlags.filter { !runtime.flags.isDefined($0.key) }.sorted { $0.key < $1.key }
        if !fixed.isEmpty {
            html +=
                "<p>Service flags (fixed for the session, set with --flag): "
                + fixed.map { "\(HTML.escape($0.key))=\($0.value ? "on" : "off")" }.joined(separator: ", ") + ".</p>"
        }
        return html
    }

    /// Each experiment with its setting and source, and a form to choose its variant (or its default again).
    private static func experiments(_ runtime: SessionRuntime) -> String {
        let experiments = runtime.flags.experiments
        guard !experiments.isEmpty else {
            return "<p id=\"no-experiments\">Experiments: none defined by \(HTML.escape(runtime.app.name)).</p>"
        }
        var html =
            "<table id=\"experiments\"><thead><tr><th>Experiment</th><th>Variant</th><th>Source</th><th>Choose</th></tr></thead><tbody>"
        for experiment in experiments {
            let key = HTML.escape(experiment.key)
            html += "<tr><th scope=\"row\" title=\"\(HTML.escape(experiment.summary))\">\(key)</th>"
            html += "<td data-experiment=\"\(key)\">\(HTML.escape(experiment.setting))</td>"
            html += "<td>\(HTML.escape("\(experiment.source)"))</td><td>"
            html += "<form method=\"post\" action=\"/inspector/experiment\" class=\"inline\">"
            html += "<input type=\"hidden\" name=\"name\" value=\"\(key)\">"
            html += "<label for=\"variant-\(key)\">Variant of \(key)</label> "
            let overridden = experiment.source == .runtimeOverride
            if let variants = experiment.variants {
                html += "<select id=\"variant-\(key)\" name=\"variant\">"
                html +=
                    "<option value=\"\"\(overridden ? "" : " selected")>default (\(HTML.escape(experiment.defaultVariant)))</option>"
                for variant in variants {
                    let chosen = overridden && experiment.variant == variant
                    html +=
                        "<option value=\"\(HTML.escape(variant))\"\(chosen ? " selected" : "")>\(HTML.escape(variant))</option>"
                }
                html += "</select>"
            } else {
                html +=
                    "<input id=\"variant-\(key)\" name=\"variant\" value=\"\(overridden ? HTML.escape(experiment.setting) : "")\" placeholder=\"\(HTML.escape(experiment.defaultVariant)) (empty: default)\" autocomplete=\"off\">"
            }
            html += "<button type=\"submit\" id=\"set-\(key)\">Set</button></form></td></tr>"
        }
        return html + "</tbody></table>"
    }

    private static func links(_ runtime: SessionRuntime) -> String {
        let patterns = runtime.app.description.links
        guard let example = patterns.last else {
            return "<p id=\"no-links\">\(HTML.escape(runtime.app.name)) opens no deep links.</p>"
        }
        var html = """
            <form method="post" action="/inspector/open" class="inline">
            <label for="link">Link</label>
            <input id="link" name="url" placeholder="\(HTML.escape(example))" autocomplete="off">
            <button type="submit" id="open-link">Open</button>
            </form>
            """
        html += "<p>Patterns: \(patterns.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: " "))</p>"
        html += "<ol reversed class=\"opens\" id=\"opens\">"
        for open in runtime.opens.reversed() {
            let states = open.states.map { HTML.escape($0.description) }.joined(separator: " → ")
            html +=
                "<li data-open=\"\(open.number)\"><code>\(HTML.escape(open.link))</code>: <span class=\"states\">\(states.isEmpty ? "preparing…" : states)</span></li>"
        }
        return html + "</ol>"
    }

    private static func history(_ runtime: SessionRuntime) -> String {
        var html = "<ol class=\"timeline\" id=\"timeline\">"
        for entry in runtime.timeline.reversed() {
            html +=
                "<li value=\"\(entry.number)\" data-entry=\"\(entry.number)\"><span class=\"cause\">\(HTML.escape(entry.cause))</span> "
            html += "<span class=\"path\">\(HTML.escape(entry.path))</span> "
            html +=
                "<form method=\"post\" action=\"/inspector/travel\" class=\"inline\"><input type=\"hidden\" name=\"number\" value=\"\(entry.number)\">"
            html += "<button type=\"submit\">Go back to here</button></form></li>"
        }
        return html + "</ol>"
    }

    private static func saving() -> String {
        """
        <p><a href="/inspector/save" download="session.json" id="download">Download the session (save file)</a></p>
        <form method="post" action="/inspector/restore" enctype="multipart/form-data" class="inline">
        <label for="upload">Restore from a save file</label>
        <input type="file" id="upload" name="document" accept="application/json,.json">
        <button type="submit" id="restore">Restore</button>
        </form>
        """
    }

    private static func log(_ runtime: SessionRuntime) -> String {
        let shows = runtime.showsStates
        var html =
            "<form method=\"post\" action=\"/inspector/states\" class=\"inline\"><button type=\"submit\" name=\"show\" value=\"\(shows ? "off" : "on")\">\(shows ? "Redact states" : "Show states")</button> States and actions are \(shows ? "shown" : "redacted").</form>"
        html += "<ol reversed class=\"log\" id=\"event-log\">"
        for event in runtime.navigator.log.events.suffix(150).reversed() {
            html += "<li>\(HTML.escape(event.description))</li>"
        }
        return html + "</ol>"
    }
}
