import Testing

@testable import DeepLinks

@Suite struct HostileURLTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let link: String
        let rule: String
        let message: String
        var testDescription: String { link.isEmpty ? "(empty)" : link }
    }

    static let hostileLinks: [Case] = [
        Case(
            link: "", rule: "rfc3986.scheme", message: "The link is empty; pass a link such as 'ride://onboarding'."),
        Case(
            link: "product/42", rule: "rfc3986.scheme",
            message: "'product/42' has no scheme; start the link with a scheme such as 'ride://' or with '/'."),
        Case(
            link: "1ride://x", rule: "rfc3986.scheme",
            message: "The scheme of '1ride://x' must start with a letter; fix the scheme, e.g. 'ride://'."),
        Case(
            link: "ride://profile/%G1", rule: "rfc3986.percent-encoding",
            message:
                "Bad percent-encoding '%G1' at byte 15 of 'ride://profile/%G1'; '%' must be followed by two hex digits, so write a literal '%' as '%25'."
        ),
        Case(
            link: "/a?x=%4", rule: "rfc3986.percent-encoding",
            message:
                "Bad percent-encoding '%4' at byte 5 of '/a?x=%4'; '%' must be followed by two hex digits, so write a literal '%' as '%25'."
        ),
        Case(
            link: "/a%FF%FE", rule: "utf8",
            message:
                "'a%FF%FE' at byte 1 of '/a%FF%FE' does not decode to valid UTF-8; percent-encode the UTF-8 bytes of the text."
        ),
        Case(
            link: "/%C0%AF", rule: "utf8",
            message:
                "'%C0%AF' at byte 1 of '/%C0%AF' does not decode to valid UTF-8; percent-encode the UTF-8 bytes of the text."
        ),
        Case(
            link: "/p?q=%ED%A0%80", rule: "utf8",
            message:
                "'%ED%A0%80' at byte 5 of '/p?q=%ED%A0%80' does not decode to valid UTF-8; percent-encode the UTF-8 bytes of the text."
        ),
        Case(
            link: "ride://profile/a b", rule: "rfc3986.characters",
            message:
                "Character ' ' at byte 16 of 'ride://profile/a b' is not allowed in a path segment; percent-encode it as '%20'."
        ),
        Case(
            link: "ride://profile/café", rule: "rfc3986.characters",
            message:
                "Character 'é' at byte 18 of 'ride://profile/café' is not allowed in a path segment; percent-encode it as '%C3%A9'."
        ),
        Case(
            link: "/p\u{0}x", rule: "rfc3986.characters",
            message:
                "Character U+0000 at byte 2 of '/p\u{0}x' is not allowed in a path segment; percent-encode it as '%00'."
        ),
        Case(
            link: "/p?q=<script>", rule: "rfc3986.characters",
            message:
                "Character '<' at byte 5 of '/p?q=<script>' is not allowed in a query; percent-encode it as '%3C'."
        ),
        Case(
            link: "/p#a#b", rule: "rfc3986.characters",
            message: "Character '#' at byte 4 of '/p#a#b' is not allowed in a fragment; percent-encode it as '%23'."
        ),
        Case(
            link: "https://bank.example@evil.example/login", rule: "no-userinfo",
            message:
                "'https://bank.example@evil.example/login' has user information before '@', which can disguise the host; remove everything from '//' to '@'."
        ),
        Case(
            link: "https://ride.example:99999/x", rule: "rfc3986.port",
            message:
                "Port '99999' of 'https://ride.example:99999/x' is not a number from 0 to 65535; fix or remove the port."
        ),
        Case(
            link: "https://ride.example:8o/x", rule: "rfc3986.port",
            message: "Port '8o' of 'https://ride.example:8o/x' is not a number from 0 to 65535; fix or remove the port."
        ),
        Case(
            link: "https://[::1/x", rule: "rfc3986.ip-literal",
            message: "The IP literal at byte 8 of 'https://[::1/x' has no closing ']'; close it or remove the '['."
        ),
        Case(
            link: "https://ride example/x", rule: "rfc3986.characters",
            message:
                "Character ' ' at byte 12 of 'https://ride example/x' is not allowed in a host; percent-encode it as '%20'."
        ),
        Case(
            link: "ride://files/../../etc/passwd", rule: "no-dot-segments",
            message:
                "Path segment '..' at byte 13 of 'ride://files/../../etc/passwd' is a dot segment; resolve the link before opening it."
        ),
        Case(
            link: "/files/%2e%2e/%2e%2e/etc/passwd", rule: "no-dot-segments",
            message:
                "Path segment '%2e%2e' at byte 7 of '/files/%2e%2e/%2e%2e/etc/passwd' decodes to the dot segment '..'; encoded dots count as dots, so resolve the link before opening it."
        ),
        Case(
            link: "ride://p/%2E.", rule: "no-dot-segments",
            message:
                "Path segment '%2E.' at byte 9 of 'ride://p/%2E.' decodes to the dot segment '..'; encoded dots count as dots, so resolve the link before opening it."
        ),
        Case(
            link: "/p/.%2e", rule: "no-dot-segments",
            message:
                "Path segment '.%2e' at byte 3 of '/p/.%2e' decodes to the dot segment '..'; encoded dots count as dots, so resolve the link before opening it."
        ),
        Case(
            link: "/files/..%2F..%2Fetc", rule: "no-dot-segments",
            message:
                "Path segment '..%2F..%2Fetc' at byte 7 of '/files/..%2F..%2Fetc' decodes to '../../etc', which holds a dot segment between '/' or '\\'; encoded dots count as dots, so resolve the link before opening it."
        ),
        Case(
            link: "/./x", rule: "no-dot-segments",
            message: "Path segment '.' at byte 1 of '/./x' is a dot segment; resolve the link before opening it."),
        Case(
            link: "javascript:alert(1)//\u{2028}", rule: "rfc3986.characters",
            message:
                "Character '\u{2028}' at byte 21 of 'javascript:alert(1)//\u{2028}' is not allowed in a path segment; percent-encode it as '%E2%80%A8'."
        ),
    ]

    @Test(arguments: hostileLinks)
    func rejectsWithAnExactMessage(_ hostile: Case) throws {
        let error = try #require(throws: DeepLinkError.self) { try DeepLinkURL(parsing: hostile.link) }
        #expect(error.code == .invalidURL)
        #expect(error.rule == hostile.rule)
        #expect(error.message == hostile.message)
    }

    @Test func reportsTheOffendingByte() throws {
        let error = try #require(throws: DeepLinkError.self) { try DeepLinkURL(parsing: "ride://profile/%G1") }
        #expect(error.detail == .position(15))
        #expect(error.value == "ride://profile/%G1")
        #expect(error.description == error.message)
    }

    @Test func shortensHugeLinksInMessages() throws {
        let link = "/" + String(repeating: "a", count: 100) + " "
        let error = try #require(throws: DeepLinkError.self) { try DeepLinkURL(parsing: link) }
        let quoted = "/" + String(repeating: "a", count: 79) + "…"
        #expect(error.value == quoted)
        #expect(
            error.message
                == "Character ' ' at byte 101 of '\(quoted)' is not allowed in a path segment; percent-encode it as '%20'."
        )
    }
}
