import Testing

@testable import DeepLinks

@Suite struct DeepLinkURLTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let link: String
        let scheme: String?
        let host: String?
        let port: Int?
        let segments: [String]
        let query: [DeepLinkURL.QueryItem]
        let fragment: String?
        var testDescription: String { link }

        init(
            _ link: String, scheme: String? = nil, host: String? = nil, port: Int? = nil, segments: [String] = [],
            query: [(String, String?)] = [], fragment: String? = nil
        ) {
            self.link = link
            self.scheme = scheme
            self.host = host
            self.port = port
            self.segments = segments
            self.query = query.map { DeepLinkURL.QueryItem(name: $0.0, value: $0.1) }
            self.fragment = fragment
        }
    }

    static let goodLinks: [Case] = [
        Case("ride://onboarding", scheme: "ride", host: "onboarding"),
        Case("ride://payments/methods", scheme: "ride", host: "payments", segments: ["methods"]),
        Case("ride://profile/42?ref=push", scheme: "ride", host: "profile", segments: ["42"], query: [("ref", "push")]),
        Case(
            "https://ride.example:8443/product/12/review/7?ref=mail&utm=a%20b#top", scheme: "https",
            host: "ride.example", port: 8443, segments: ["product", "12", "review", "7"],
            query: [("ref", "mail"), ("utm", "a b")], fragment: "top"),
        Case("RIDE://Payments/Methods", scheme: "ride", host: "payments", segments: ["Methods"]),
        Case("/product/42/", segments: ["product", "42"]),
        Case("/", segments: []),
        Case("//ride.example/p", host: "ride.example", segments: ["p"]),
        Case("mailto:rider@ride.example", scheme: "mailto", segments: ["rider@ride.example"]),
        Case("ride:/a/b", scheme: "ride", segments: ["a", "b"]),
        Case("/caf%C3%A9/%F0%9F%9A%95", segments: ["café", "🚕"]),
        Case("/a%2Fb", segments: ["a/b"]),
        Case("/a//b", segments: ["a", "", "b"]),
        Case("/search?q=&flag&&x=1=2", segments: ["search"], query: [("q", ""), ("flag", nil), ("x", "1=2")]),
        Case("/p?q=a+b", segments: ["p"], query: [("q", "a+b")]),
        Case("https://[::1]:80/x", scheme: "https", host: "[::1]", port: 80, segments: ["x"]),
        Case("https://ride.example:/x", scheme: "https", host: "ride.example", segments: ["x"]),
        Case("ride://h%C3%A9llo/x", scheme: "ride", host: "héllo", segments: ["x"]),
        Case("/p#frag%20ment", segments: ["p"], fragment: "frag ment"),
        Case("/p?#", segments: ["p"], fragment: ""),
        Case("ride://payments?tab=cards", scheme: "ride", host: "payments", query: [("tab", "cards")]),
    ]

    @Test(arguments: goodLinks)
    func parsesComponents(_ good: Case) throws {
        let url = try DeepLinkURL(parsing: good.link)
        #expect(url.scheme == good.scheme)
        #expect(url.host == good.host)
        #expect(url.port == good.port)
        #expect(url.pathSegments == good.segments)
        #expect(url.pathSegmentCount == good.segments.count)
        #expect(url.queryItems == good.query)
        #expect(url.fragment == good.fragment)
        #expect(url.description == good.link)
    }

    @Test func keepsThePathAndQueryAsWritten() throws {
        let url = try DeepLinkURL(parsing: "https://ride.example/a%20b/c?x=%41&y#f")
        #expect(url.path == "/a%20b/c")
        #expect(url.query == "x=%41&y")
        #expect(url.queryValue(named: "x") == "A")
        #expect(url.queryValue(named: "y") == "")
        #expect(url.queryValue(named: "z") == nil)
        #expect(url.rawFragment == "f")
    }

    @Test func equalityIsByText() throws {
        #expect(try DeepLinkURL(parsing: "ride://a") == DeepLinkURL(parsing: "ride://a"))
        #expect(try DeepLinkURL(parsing: "ride://a") != DeepLinkURL(parsing: "RIDE://a"))
    }
}
