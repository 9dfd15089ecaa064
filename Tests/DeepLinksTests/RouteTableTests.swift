import Testing

@testable import DeepLinks

@Suite struct RouteTableTests {
    static func table(_ patterns: [String]) throws -> RouteTable<String> {
        var table = RouteTable<String>()
        for pattern in patterns { try table.register(pattern, pattern) }
        return table
    }

    static let patterns = [
        "/product/:id",
        "/product/new",
        "/product/:id/review/:rid",
        "/product/*rest",
        "/a/b/c",
        "/:x/b/d",
        "/files/*path",
        "/files",
        "ride://payments/methods",
        "ride://profile/:userID",
        "/methods",
        "/*",
    ]

    @Test(arguments: [
        ("/product/new", "/product/new"),
        ("/product/42", "/product/:id"),
        ("/product/42/review/7", "/product/:id/review/:rid"),
        ("/product/42/reviews", "/product/*rest"),
        ("/product", "/product/*rest"),
        ("/a/b/c", "/a/b/c"),
        ("/a/b/d", "/:x/b/d"),
        ("/z/b/d", "/:x/b/d"),
        ("/files", "/files"),
        ("/files/", "/files"),
        ("/files/a/b", "/files/*path"),
        ("ride://payments/methods", "ride://payments/methods"),
        ("RIDE://Payments/methods", "ride://payments/methods"),
        ("other://payments/methods", "/methods"),
        ("other://nowhere/x/y", "/*"),
        ("https://ride.example/methods", "/methods"),
        ("ride://profile/42", "ride://profile/:userID"),
        ("ride://profile", "/*"),
        ("/nothing/else", "/*"),
        ("/", "/*"),
    ])
    func followsPrecedence(link: String, expected: String) throws {
        let table = try Self.table(Self.patterns)
        let match = try table.resolve(DeepLinkURL(parsing: link))
        #expect(match.value == expected)
        #expect(match.pattern.description == expected)
        #expect(match.url.description == link)
    }

    @Test func precedenceDoesNotDependOnRegistrationOrder() throws {
        let forward = try Self.table(Self.patterns)
        let backward = try Self.table(Self.patterns.reversed())
        for link in ["/product/new", "/product/1", "/a/b/d", "/files/x", "ride://profile/1", "/zzz"] {
            let url = try DeepLinkURL(parsing: link)
            #expect(forward.match(url)?.value == backward.match(url)?.value)
        }
    }

    @Test func parametersRequireANonEmptySegment() throws {
        let table = try Self.table(["/a/:id/b", "/:first/x"])
        #expect(try table.match(DeepLinkURL(parsing: "/a//b")) == nil)
        // The first path segment is the level right after the scope (scheme and host), whose levels may be empty.
        #expect(try table.match(DeepLinkURL(parsing: "ride://host//x")) == nil)
        #expect(try table.match(DeepLinkURL(parsing: "ride://host/y/x"))?.parameters["first"] == "y")
        #expect(try table.match(DeepLinkURL(parsing: "/a/x/b"))?.parameters["id"] == "x")
    }

    @Test func literalsCompareDecodedAndCaseSensitive() throws {
        let table = try Self.table(["/caf%C3%A9", "/Menu"])
        #expect(try table.match(DeepLinkURL(parsing: "/caf%c3%a9"))?.value == "/caf%C3%A9")
        #expect(try table.match(DeepLinkURL(parsing: "/Menu"))?.value == "/Menu")
        #expect(try table.match(DeepLinkURL(parsing: "/menu")) == nil)
    }

    @Test func unknownRouteIsATypedError() throws {
        let table = try Self.table(["/product/:id"])
        let error = try #require(throws: DeepLinkError.self) {
            try table.resolve(DeepLinkURL(parsing: "ride://nowhere/x"))
        }
        #expect(error.code == .unknownRoute)
        #expect(
            error.message
                == "No route matches 'ride://nowhere/x'; register a pattern for it or check the link for typos.")
    }

    @Test(arguments: [
        (
            "/p/:id", "/p/:id",
            "Pattern '/p/:id' is already registered; remove one of them or make them differ in a literal segment."
        ),
        (
            "/p/:id", "/p/:name",
            "Pattern '/p/:name' matches exactly the same links as '/p/:id', registered before it; remove one of them or make them differ in a literal segment."
        ),
        (
            "/files/*", "/files/*path",
            "Pattern '/files/*path' matches exactly the same links as '/files/*', registered before it; remove one of them or make them differ in a literal segment."
        ),
        (
            "RIDE://Profile/:id", "ride://profile/:userID",
            "Pattern 'ride://profile/:userID' matches exactly the same links as 'ride://profile/:id', registered before it; remove one of them or make them differ in a literal segment."
        ),
        (
            "/a/", "/a",
            "Pattern '/a' is already registered; remove one of them or make them differ in a literal segment."
        ),
    ])
    func rejectsConflictsNamingBothPatterns(first: String, second: String, message: String) throws {
        var table = try Self.table([first])
        let error = try #require(throws: DeepLinkError.self) { try table.register(second, second) }
        #expect(error.code == .conflictingPatterns)
        #expect(error.message == message)
        #expect(error.detail == .conflict(existing: try RoutePattern(parsing: first).description, new: second))
        #expect(table.count == 1)
        #expect(table.patterns == [try RoutePattern(parsing: first)])
    }

    @Test func patternsThatOverlapButDifferAreAllowed() throws {
        let table = try Self.table(["/p/:id", "/p/new", "/p/*", "/p", "ride://p/:id", "/p/:id/x", "/p/:other/y"])
        #expect(table.count == 7)
        #expect(try table.match(DeepLinkURL(parsing: "/p/3/y"))?.parameters["other"] == "3")
        #expect(try table.match(DeepLinkURL(parsing: "/p/3/x"))?.parameters["id"] == "3")
    }

    @Test func costDoesNotDependOnRouteCountForHits() throws {
        var table = RouteTable<Int>()
        for index in 0..<2_000 { try table.register("/section\(index)/item/:id", index) }
        let match = try table.resolve(DeepLinkURL(parsing: "/section1999/item/7"))
        #expect(match.value == 1999)
        #expect(match.parameters["id"] == "7")
    }
}
