import FlowCore

/// Draws a ``FormScreen`` as an accessible HTML form that works without JavaScript.
///
/// The title is a heading, every field has a label, every button and list item is a submit button
/// named `_action` with the id the terminal host taps (`submit-phone`, `select:cash`), and slots are
/// labelled asides. The form posts to `/app/act` with `_screen`, the screen it was drawn for, so a
/// post from a stale page is refused instead of acting on another screen.
///
/// ```swift
/// ScreenHTML.render(form, interactive: true)
/// // <form class="screen" method="post" action="/app/act" …><h1 id="title-enter-phone">…
/// ```
enum ScreenHTML {
    /// The form as HTML; `interactive: false` draws a screen beneath a sheet, with its controls disabled.
    static func render(_ form: FormScreen, interactive: Bool) -> String {
        let id = HTML.escape(form.id.rawValue)
        let disabled = interactive ? "" : " disabled"
        var html =
            "<form class=\"screen\" method=\"post\" action=\"/app/act\" data-screen=\"\(id)\" aria-labelledby=\"title-\(id)\">\n"
        html += "<input type=\"hidden\" name=\"_screen\" value=\"\(id)\">\n"
        html += "<h1 id=\"title-\(id)\">\(HTML.escape(form.title))</h1>\n"
        for paragraph in form.body { html += "<p>\(HTML.escape(paragraph))</p>\n" }
        for field in form.fields {
            let fieldID = "field-\(HTML.escape(field.id))"
            html += "<div class=\"field\"><label for=\"\(fieldID)\">\(HTML.escape(field.label))</label>"
            html +=
                "<input id=\"\(fieldID)\" name=\"\(HTML.escape(field.id))\" value=\"\(HTML.escape(field.value))\" placeholder=\"\(HTML.escape(field.placeholder))\" autocomplete=\"off\"\(disabled)></div>\n"
        }
        if !form.actions.isEmpty {
            html += "<div class=\"actions\">"
            for action in form.actions {
                let kind = action.isPrimary ? "primary" : "secondary"
                html +=
                    "<button type=\"submit\" name=\"_action\" value=\"\(HTML.escape(action.id))\" class=\"\(kind)\"\(disabled)>\(HTML.escape(action.title))</button>"
            }
            html += "</div>\n"
        }
        for list in form.lists {
            let listID = HTML.escape(list.id)
            html +=
                "<section class=\"list\" aria-labelledby=\"list-\(listID)\"><h2 id=\"list-\(listID)\">\(listID)</h2><ul>"
            for item in list.items {
                let detail = item.detail.isEmpty ? "" : " <span class=\"detail\">\(HTML.escape(item.detail))</span>"
                html +=
                    "<li><button type=\"submit\" name=\"_action\" value=\"\(HTML.escape(item.action))\"\(disabled)>\(HTML.escape(item.title))\(detail)</button></li>"
            }
            html += "</ul></section>\n"
        }
        for slot in form.slots where !slot.views.isEmpty {
            html += "<aside class=\"slot\" aria-label=\"\(HTML.escape(slot.id))\">"
            for view in slot.views {
                html += "<p class=\"slot-\(HTML.escape(view.kind))\">\(HTML.escape(view.text))</p>"
            }
            html += "</aside>\n"
        }
        html += "</form>"
        return html
    }
}
