import Foundation
import Testing

@testable import DeepLinks

@Suite struct RedirectTableTests {
    static func redirects(_ rules: [(String, String)]) throws -> RedirectTable {
        var table = RedirectTable()
        for (from, to) in rules { try table.add(from: from, to: to) }
        return table
    }

    @Test(arguments: [
        ("ride://shop/item/42?ref=push#top", "ride://shop/product/42?ref=push#top"),
        ("/item/a%20b", "/product/a%20b"),
        ("/promo", "ride://payments/methods"),
        ("https://ride.example/help/a/b", "https://help.ride.example/a/b"),
        ("/old/7", "/product/7"),
        ("/unrelated", "/unrelated"),
    ])
    func followsRedirects(link: String, expected: String) throws {
        let table = try Self.redirects([
            ("/item/:id", "/product/:id"),
            ("/promo", "ride://payments/methods"),
            ("/help/*rest", "https://help.ride.example/*rest"),
            ("/old/:id", "/item/:id"),
        ])
        #expect(try table.resolve(DeepLinkURL(parsing: link)).description == expected)
    }

    /// Found by the fuzzer: the redirect rebuilt the link from the decoded host, whose decoded
    /// bytes made the new link invalid. (Encoded control characters in hosts are now rejected by
    /// the parser, so the case is kept with encoded UTF-8.)
    @Test func keepsAPercentEncodedHostAsWritten() throws {
        let table = try Self.redirects([("/old/:id", "/item/:id")])
        let link = try DeepLinkURL(parsing: "ride://caf%C3%A9/old/7?p=1")
        #expect(try table.resolve(link).description == "ride://caf%C3%A9/item/7?p=1")
    }

    @Test func keepsThePortOfTheLink() throws {
        let table = try Self.redirects([("/old/:id", "/item/:id")])
        #expect(
            try table.resolve(DeepLinkURL(parsing: "https://ride.example:8443/old/7")).description
                == "https://ride.example:8443/item/7")
    }

    @Test func traceListsEveryHop() throws {
        let table = try Self.redirects([("/a", "/b"), ("/b", "/c")])
        #expect(try table.trace(DeepLinkURL(parsing: "/a")).map(\.description) == ["/a", "/b", "/c"])
        #expect(try table.redirect(DeepLinkURL(parsing: "/c")) == nil)
        #expect(table.rules.map { "\($0.from) → \($0.to)" } == ["/a → /b", "/b → /c"])
    }

    @Test func rejectsARuleThatClosesALoop() throws {
        var table = try Self.redirects([("/a/:id", "/b/:id"), ("/b/:id", "/c/:id")])
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: "/c/:x", to: "/a/:x") }
        #expect(error.code == .redirectLoop)
        #expect(
            error.message
                == "Redirects loop: '/c/x' → '/a/x' → '/b/x' → '/c/x'; remove one of the redirects in the cycle.")
        #expect(error.detail == .redirectChain(["/c/x", "/a/x", "/b/x", "/c/x"]))
        #expect(table.rules.count == 2)
        #expect(try table.resolve(DeepLinkURL(parsing: "/c/1")).description == "/c/1")
    }

    @Test func rejectsASelfRedirect() throws {
        var table = RedirectTable()
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: "/a", to: "/a") }
        #expect(error.message == "Redirects loop: '/a' → '/a'; remove one of the redirects in the cycle.")
    }

    @Test func stopsAfterMaximumHops() throws {
        var table = try Self.redirects([("/1", "/2"), ("/2", "/3"), ("/3", "/4")])
        table.maximumHops = 2
        let error = try #require(throws: DeepLinkError.self) { try table.resolve(DeepLinkURL(parsing: "/1")) }
        #expect(error.code == .redirectLoop)
        #expect(
            error.message
                == "Redirects took more than 2 hops: '/1' → '/2' → '/3' → '/4'; point the first redirect at the final link or raise RedirectTable.maximumHops."
        )
    }

    @Test func rejectsATargetThatUsesAnUncapturedParameter() throws {
        var table = RedirectTable()
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: "/item/:id", to: "/p/:sku") }
        #expect(error.code == .invalidRedirect)
        #expect(
            error.message
                == "Redirect '/item/:id' → '/p/:sku' uses 'sku', which '/item/:id' does not capture; capture it in '/item/:id' or remove it from '/p/:sku'."
        )
    }

    @Test func rejectsAWildcardThatWouldFillAParameter() throws {
        var table = RedirectTable()
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: "/help/*rest", to: "/docs/:rest") }
        #expect(error.code == .invalidRedirect)
        #expect(
            error.message
                == "Redirect '/help/*rest' → '/docs/:rest' puts the wildcard '*rest', which can match nothing, in the parameter ':rest'; end the target with '*rest' instead."
        )
    }

    @Test func carriesAnEmptyWildcard() throws {
        let table = try Self.redirects([("/help/*rest", "/docs/*rest")])
        #expect(try table.resolve(DeepLinkURL(parsing: "/help")).description == "/docs")
        #expect(try table.resolve(DeepLinkURL(parsing: "/help/a/b?x#y")).description == "/docs/a/b?x#y")
    }

    @Test func rejectsTwoRulesForTheSameLinks() throws {
        var table = try Self.redirects([("/a/:id", "/b/:id")])
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: "/a/:x", to: "/c") }
        #expect(error.code == .conflictingPatterns)
    }

    @Test func encodedDotSegmentsReachNeitherARedirectNorItsTarget() throws {
        var table = RedirectTable()
        try table.add(from: "/files/*rest", to: "/documents/*rest")
        let error = try #require(throws: DeepLinkError.self) {
            try table.resolve(DeepLinkURL(parsing: "/files/%2e%2e/%2e%2e/etc/passwd"))
        }
        #expect(error.rule == "no-dot-segments")
        let target = try #require(throws: DeepLinkError.self) {
            try table.add(from: "/old/*rest", to: "/new/.%2E/*rest")
        }
        #expect(target.rule == "pattern.dot-segment")
        #expect(try table.resolve(DeepLinkURL(parsing: "/files/a%2Fb/..c")).description == "/documents/a/b/..c")
    }

    @Test func loadsFromJSON() throws {
        let table = try RedirectTable(json: Data(#"{"/item/:id": "/product/:id", "/promo": "/payments"}"#.utf8))
        #expect(table.rules.map(\.from.description) == ["/item/:id", "/promo"])
        #expect(try table.resolve(DeepLinkURL(parsing: "/item/3")).description == "/product/3")
    }

    @Test(arguments: [
        (
            #"["/a", "/b"]"#, DeepLinkError.Code.invalidRedirect,
            #"Redirect table is not a JSON object of strings; write it as {"/old/:id": "/new/:id"}."#
        ),
        (
            #"{"/a": "/b", "/b": "/a"}"#, .redirectLoop,
            "Redirects loop: '/b' → '/a' → '/b'; remove one of the redirects in the cycle."
        ),
        (
            #"{"a": "/b"}"#, .invalidPattern,
            "Pattern 'a' must start with '/' or with a scheme and host such as 'ride://payments'; add the missing part."
        ),
    ])
    func reportsBadJSON(json: String, code: DeepLinkError.Code, message: String) throws {
        let error = try #require(throws: DeepLinkError.self) { try RedirectTable(json: Data(json.utf8)) }
        #expect(error.code == code)
        #expect(error.message == message)
    }
}
