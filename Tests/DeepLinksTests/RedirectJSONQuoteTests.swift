import DeepLinks
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A redirect file that is not JSON is quoted in the error the way every long input is: its first
/// 80 characters, then `…` when there is more.
@Suite struct RedirectJSONQuoteTests {
    @Test(arguments: [
        (String(repeating: "x", count: 200), String(repeating: "x", count: 80) + "…"),
        (String(repeating: "é", count: 100), String(repeating: "é", count: 80) + "…"),
        ("not json", "not json"),
        (String(repeating: "y", count: 80), String(repeating: "y", count: 80)),
    ])
    func aFileThatIsNotJSONIsQuotedShortenedWithAnEllipsis(file: String, quote: String) throws {
        let error = try #require(throws: DeepLinkError.self) { try RedirectTable(json: Data(file.utf8)) }
        #expect(error.code == .invalidRedirect)
        #expect(error.rule == "redirect.json")
        #expect(error.value == quote)
        #expect(
            error.message == #"Redirect table is not a JSON object of strings; write it as {"/old/:id": "/new/:id"}."#)
    }
}
