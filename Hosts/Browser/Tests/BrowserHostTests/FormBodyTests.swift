import Foundation
import Testing

@testable import BrowserHost

@Suite struct FormBodyTests {
    static func request(_ body: String, type: String = "application/x-www-form-urlencoded") -> WebRequest {
        WebRequest(method: "POST", path: "/app/act", headers: ["content-type": type], body: Data(body.utf8))
    }

    @Test func decodesAnURLEncodedForm() throws {
        let form = try FormBody(Self.request("_action=submit-phone&phone=%2B1+555+0100&empty="))
        #expect(form.fields == ["_action": "submit-phone", "phone": "+1 555 0100", "empty": ""])
    }

    @Test func refusesABadPercentEscapeNamingIt() {
        #expect(
            throws: BrowserError(
                .malformedForm, status: 400,
                "The form field 'phone=%ZZ' is not percent-encoded correctly. Post it from the page.")
        ) {
            try FormBody(Self.request("phone=%ZZ"))
        }
    }

    @Test func refusesTooManyFields() {
        let body = (0..<65).map { "f\($0)=1" }.joined(separator: "&")
        #expect(
            throws: BrowserError(
                .malformedForm, status: 400,
                "The form posts 65 fields; a screen's form has at most 64. Post it from the page.")
        ) {
            try FormBody(Self.request(body))
        }
    }

    @Test func refusesABodyOverTheLimitWithA413() {
        var request = Self.request("")
        request.isBodyTooLarge = true
        #expect(
            throws: BrowserError(
                .tooLarge, status: 413,
                "The request body is over 256 KiB, the most a form or save file may be. Post fewer or shorter fields.")
        ) {
            try FormBody(request)
        }
    }

    @Test func readsTheFilePartOfAMultipartUpload() throws {
        let body =
            "--XyZ\r\nContent-Disposition: form-data; name=\"document\"; filename=\"s.json\"\r\nContent-Type: application/json\r\n\r\n{\"a\":1}\r\n--XyZ--\r\n"
        let form = try FormBody(Self.request(body, type: "multipart/form-data; boundary=XyZ"))
        #expect(form.fields == ["document": "{\"a\":1}"])
    }
}
