import FlowCore
import Testing

@testable import BrowserHost

@Suite struct ScreenHTMLTests {
    @MainActor
    static func form() -> FormScreen {
        FormScreen(
            id: "pay", title: "Pay <now> & \"save\"", body: ["It's 5 > 4."],
            fields: [.init(id: "code", label: "Coupon code", value: "A\"B", placeholder: "SAVE10")],
            actions: [
                .init(id: "apply", title: "Apply") { _ in },
                .init(id: "skip", title: "Skip", isPrimary: false) { _ in },
            ],
            lists: [ItemList(id: "methods", items: [ListItem(id: "cash", title: "Cash", detail: "pay the driver") {}])],
            slots: [Slot(id: "banners", views: [SlotView(id: "promo", kind: "banner", text: "10% off")])]
        )
    }

    @Test @MainActor func drawsAnAccessibleFormThatPostsWithoutScript() {
        let html = ScreenHTML.render(Self.form(), interactive: true)
        #expect(
            html.hasPrefix(
                "<form class=\"screen\" method=\"post\" action=\"/app/act\" data-screen=\"pay\" aria-labelledby=\"title-pay\">\n<input type=\"hidden\" name=\"_screen\" value=\"pay\">\n"
            ))
        #expect(html.contains("<h1 id=\"title-pay\">Pay &lt;now&gt; &amp; &quot;save&quot;</h1>"))
        #expect(html.contains("<p>It&#39;s 5 &gt; 4.</p>"))
        #expect(
            html.contains(
                "<div class=\"field\"><label for=\"field-code\">Coupon code</label><input id=\"field-code\" name=\"code\" value=\"A&quot;B\" placeholder=\"SAVE10\" autocomplete=\"off\"></div>"
            ))
        #expect(
            html.contains(
                "<button type=\"submit\" name=\"_action\" value=\"apply\" class=\"primary\">Apply</button><button type=\"submit\" name=\"_action\" value=\"skip\" class=\"secondary\">Skip</button>"
            ))
        #expect(
            html.contains(
                "<section class=\"list\" aria-labelledby=\"list-methods\"><h2 id=\"list-methods\">methods</h2><ul><li><button type=\"submit\" name=\"_action\" value=\"select:cash\">Cash <span class=\"detail\">pay the driver</span></button></li></ul></section>"
            ))
        #expect(
            html.contains("<aside class=\"slot\" aria-label=\"banners\"><p class=\"slot-banner\">10% off</p></aside>"))
        #expect(html.hasSuffix("</form>"))
    }

    @Test @MainActor func aScreenBeneathASheetIsDrawnWithItsControlsDisabled() {
        let html = ScreenHTML.render(Self.form(), interactive: false)
        #expect(html.contains("autocomplete=\"off\" disabled></div>"))
        #expect(html.contains("value=\"apply\" class=\"primary\" disabled>Apply</button>"))
        #expect(html.contains("value=\"select:cash\" disabled>Cash"))
    }

    @Test func escapesEveryCharacterThatCouldStartMarkup() {
        #expect(
            HTML.escape("<script>alert('x') & \"y\"</script>")
                == "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;")
    }
}
