import Testing

@testable import DeepLinks

@Suite(.timeLimit(.minutes(1))) struct RoutePatternTests {
    @Test(
        arguments: [
            ("/product/:id/review/:rid", "/product/:id/review/:rid", nil, nil, ["id", "rid"]),
            ("RIDE://Payments/methods/", "ride://payments/methods", "ride", "payments", []),
            ("ride://onboarding", "ride://onboarding", "ride", "onboarding", []),
            ("/files/*path", "/files/*path", nil, nil, ["path"]),
            ("/files/*", "/files/*", nil, nil, []),
            ("/", "/", nil, nil, []),
            ("/caf%C3%A9/%3Aliteral", "/caf%C3%A9/%3Aliteral", nil, nil, []),
        ] as [(String, String, String?, String?, [String])])
    func parsesValidPatterns(text: String, canonical: String, scheme: String?, host: String?, names: [String]) throws {
        let pattern = try RoutePattern(parsing: text)
        #expect(pattern.description == canonical)
        #expect(pattern.scheme == scheme)
        #expect(pattern.host == host)
        #expect(pattern.parameterNames == names)
        #expect(try RoutePattern(parsing: canonical) == pattern)
    }

    @Test func segmentsAreTyped() throws {
        let pattern = try RoutePattern(parsing: "/caf%C3%A9/%3Ax/:id/*rest")
        #expect(pattern.segments == [.literal("café"), .literal(":x"), .parameter("id"), .wildcard("rest")])
        #expect(pattern.endsWithWildcard)
    }

    @Test(arguments: [
        ("", "pattern.syntax", "Pattern '' is empty; write a pattern such as '/product/:id'."),
        (
            "product/:id", "pattern.syntax",
            "Pattern 'product/:id' must start with '/' or with a scheme and host such as 'ride://payments'; add the missing part."
        ),
        (
            "ride://", "pattern.host",
            "Pattern 'ride://' has no host after '://'; write the host, e.g. 'ride://payments'."
        ),
        (
            "ride://:host/x", "pattern.host",
            "Pattern 'ride://:host/x' has the parameter ':host' where the host goes, and a host cannot be a parameter; write a literal host and put the parameter in the path ('ride://search/:host'), or match any host with 'ride://*'."
        ),
        (
            "foobar://:keyword", "pattern.host",
            "Pattern 'foobar://:keyword' has the parameter ':keyword' where the host goes, and a host cannot be a parameter; write a literal host and put the parameter in the path ('foobar://search/:keyword'), or match any host with 'foobar://*'."
        ),
        (
            "/p/:id?x=1", "pattern.path-only",
            "Pattern '/p/:id?x=1' has a '?' at byte 6; patterns match paths only, so remove the query and fragment."
        ),
        ("/a//b", "pattern.empty-segment", "Pattern '/a//b' has an empty segment at byte 3; remove the extra '/'."),
        (
            "/a/*rest/b", "pattern.wildcard-last",
            "Pattern '/a/*rest/b' has segments after its wildcard; a wildcard must be the last segment."
        ),
        (
            "/a/:id/b/:id", "pattern.duplicate-parameter",
            "Pattern '/a/:id/b/:id' uses the parameter name 'id' twice; give each parameter its own name."
        ),
        (
            "/a/:1st", "pattern.parameter-name",
            "Pattern '/a/:1st' has the parameter ':1st' at byte 3; a name starts with a letter or '_' and has only letters, digits and '_'."
        ),
        (
            "/a/:", "pattern.parameter-name",
            "Pattern '/a/:' has the parameter ':' at byte 3; a name starts with a letter or '_' and has only letters, digits and '_'."
        ),
        (
            // '[' and '{' sit just past 'Z' and 'z' once case is folded; neither is a letter.
            "/a/:[", "pattern.parameter-name",
            "Pattern '/a/:[' has the parameter ':[' at byte 3; a name starts with a letter or '_' and has only letters, digits and '_'."
        ),
        (
            "/a/:b{", "pattern.parameter-name",
            "Pattern '/a/:b{' has the parameter ':b{' at byte 3; a name starts with a letter or '_' and has only letters, digits and '_'."
        ),
        (
            "/a b", "pattern.characters",
            "Pattern '/a b' has a character a path cannot contain at byte 2; percent-encode it."
        ),
        ("/a/../b", "pattern.dot-segment", "Pattern '/a/../b' has the dot segment at byte 3; remove it."),
        (
            "/a/%2e%2E/b", "pattern.dot-segment",
            "Pattern '/a/%2e%2E/b' has the encoded dot segment '%2e%2E' at byte 3, which decodes to '..'; remove it."
        ),
        (
            "/a/%ZZ", "pattern.percent-encoding",
            "Pattern '/a/%ZZ' has bad percent-encoding in the segment at byte 3; use '%' followed by two hex digits of UTF-8."
        ),
        (
            "/a/%4", "pattern.percent-encoding",
            "Pattern '/a/%4' has bad percent-encoding in the segment at byte 3; use '%' followed by two hex digits of UTF-8."
        ),
        (
            "/a/%FF", "pattern.percent-encoding",
            "Pattern '/a/%FF' has bad percent-encoding in the segment at byte 3; use '%' followed by two hex digits of UTF-8."
        ),
    ])
    func rejectsMalformedPatterns(text: String, rule: String, message: String) throws {
        let error = try #require(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error.code == .invalidPattern)
        #expect(error.rule == rule)
        #expect(error.message == message)
    }

    @Test func malformedLiteralIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            let pattern: RoutePattern = "no-slash"
            _ = pattern
        }
    }

    @Test func matchesOnePatternAlone() throws {
        let pattern: RoutePattern = "ride://profile/:userID"
        #expect(try pattern.match(DeepLinkURL(parsing: "ride://profile/42"))?["userID"] == "42")
        #expect(try pattern.match(DeepLinkURL(parsing: "RIDE://PROFILE/42"))?["userID"] == "42")
        #expect(try pattern.match(DeepLinkURL(parsing: "ride://profile/42/x")) == nil)
        #expect(try pattern.match(DeepLinkURL(parsing: "ride://payments/42")) == nil)
        #expect(try pattern.match(DeepLinkURL(parsing: "/profile/42")) == nil)
        let composed: RoutePattern = "/caf%C3%A9"
        #expect(try composed.match(DeepLinkURL(parsing: "/caf%C3%A9")) != nil)
        #expect(try composed.match(DeepLinkURL(parsing: "/cafe%CC%81")) == nil)
        let files: RoutePattern = "/files/*path"
        #expect(try files.match(DeepLinkURL(parsing: "/files"))?["path"] == "")
        #expect(try files.match(DeepLinkURL(parsing: "/files/a/b%2Fc"))?.remainder == ["a", "b/c"])
    }
}
