import DeepLinks
import Testing

/// Typed parameters, optional segments and ports: parsing, matching, precedence and printing.
@Suite struct TypedPatternTests {
    /// A table where an Int, a UUID and a text parameter share one position.
    static func usersTable() throws -> RouteTable<String> {
        var table = RouteTable<String>()
        try table.register("/u/:slug", "slug")
        try table.register("/u/:id(int)", "int")
        try table.register("/u/:id(uuid)", "uuid")
        try table.register("/u/me", "literal")
        try table.register("/u/*rest", "wildcard")
        return table
    }

    @Test(arguments: [
        ("/u/42", "int"), ("/u/-7", "int"), ("/u/9223372036854775807", "int"),
        ("/u/-9223372036854775808", "int"), ("/u/9223372036854775808", "slug"),
        ("/u/-9223372036854775809", "slug"), ("/u/99999999999999999999", "slug"), ("/u/-", "slug"),
        ("/u/4a", "slug"), ("/u/%34%32", "int"), ("/u/me", "literal"), ("/u/ada", "slug"),
        ("/u/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F", "uuid"), ("/u/0f5e8a40-5a7c-4e5b-9e43-0b8f1c2d3e4f", "uuid"),
        ("/u/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4", "slug"), ("/u/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4FF", "slug"),
        ("/u/0F5E8A40_5A7C-4E5B-9E43-0B8F1C2D3E4F", "slug"), ("/u/0G5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F", "slug"),
        ("/u/a/b", "wildcard"), ("/u", "wildcard"),
    ])
    func typedParametersTakePartInMatching(link: String, expected: String) throws {
        let table = try Self.usersTable()
        let url = try DeepLinkURL(parsing: link)
        let match = try #require(table.match(url))
        #expect(match.value == expected)
        #expect(match.pattern.match(url) != nil)
    }

    @Test func typedPatternsPrintAndConflictByType() throws {
        let pattern = try RoutePattern(parsing: "/u/:id(int)/r/:rid(uuid)")
        #expect(pattern.description == "/u/:id(int)/r/:rid(uuid)")
        #expect(
            pattern.segments == [
                .literal("u"), .typedParameter("id", .int), .literal("r"), .typedParameter("rid", .uuid),
            ])
        var table = RouteTable<Int>()
        try table.register("/u/:id(int)", 1)
        let error = #expect(throws: DeepLinkError.self) { try table.register("/u/:n(int)", 2) }
        #expect(error?.code == .conflictingPatterns)
        try table.register("/u/:n", 3)
    }

    @Test(arguments: [
        (
            "/u/:id(float)",
            "Pattern '/u/:id(float)' has the parameter ':id(float)' at byte 3 with an unknown type; write ':name(type)' with a type from int, uuid."
        ),
        (
            "/u/:id(int",
            "Pattern '/u/:id(int' has the parameter ':id(int' at byte 3 with an unknown type; write ':name(type)' with a type from int, uuid."
        ),
    ])
    func anUnknownTypeIsRejected(text: String, message: String) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error?.rule == "pattern.parameter-type")
        #expect(error?.message == message)
    }

    @Test func specificityRanksLiteralTypedParameterWildcard() throws {
        let ranks = try ["/u/me", "/u/:id(int)", "/u/:id", "/u/*"].map {
            try RoutePattern(parsing: $0).specificity(forSegmentCount: 2)
        }
        #expect(ranks == [[1, 1, 3, 3, 1], [1, 1, 3, 2, 1], [1, 1, 3, 1, 1], [1, 1, 3, 0]])
        #expect(RoutePattern("ride://x/a").specificity(forSegmentCount: 1) == [3, 3, 3, 1])
        #expect(RoutePattern("/s/:q?").specificity(forSegmentCount: 1) == [1, 1, 3, 1])
    }

    @Test func optionalSegmentsMatchWithAndWithoutTheirValue() throws {
        let pattern = try RoutePattern(parsing: "/search/:query?/:page(int)?")
        #expect(pattern.description == "/search/:query?/:page(int)?")
        #expect(pattern.requiredSegmentCount == 1)
        var table = RouteTable<String>()
        try table.register(pattern, "search")
        for (link, query, page) in [
            ("/search", nil, nil), ("/search/taxi", "taxi", nil), ("/search/taxi/2", "taxi", "2"),
        ] as [(String, String?, String?)] {
            let url = try DeepLinkURL(parsing: link)
            let match = try #require(table.match(url), "\(link)")
            #expect(match.parameters["query"] == query)
            #expect(match.parameters["page"] == page)
            #expect(pattern.match(url) != nil)
        }
        #expect(try table.match(DeepLinkURL(parsing: "/search/taxi/two")) == nil)
        #expect(try table.match(DeepLinkURL(parsing: "/search/a/2/x")) == nil)
        var values = RouteValues()
        #expect(try pattern.url(with: values).description == "/search")
        values["query"] = "taxi"
        #expect(try pattern.url(with: values).description == "/search/taxi")
        values["page"] = "3"
        #expect(try pattern.url(with: values).description == "/search/taxi/3")
    }

    @Test func anOptionalSegmentConflictsWithThePatternWithoutIt() throws {
        var table = RouteTable<Int>()
        try table.register("/search", 1)
        let error = #expect(throws: DeepLinkError.self) { try table.register("/search/:q?", 2) }
        #expect(error?.code == .conflictingPatterns)
        #expect(table.count == 1)
        #expect(try table.match(DeepLinkURL(parsing: "/search/x")) == nil)
    }

    @Test(arguments: [
        ("/a/:b?/c", "pattern.optional-last"), ("/a/:b?/*rest", "pattern.optional-last"),
        ("/a/*rest?", "pattern.path-only"), ("/a/b?", "pattern.path-only"), ("/a/:b?x", "pattern.path-only"),
    ])
    func optionalSegmentsMustBeTrailingParameters(text: String, rule: String) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error?.rule == rule)
    }

    @Test func portsTakePartInMatching() throws {
        var table = RouteTable<String>()
        try table.register("https://ride.example:8443/p", "8443")
        try table.register("https://ride.example:443/p", "default")
        try table.register("https://*/p", "any host")
        #expect(RoutePattern("https://ride.example:443/p").description == "https://ride.example/p")
        #expect(RoutePattern("https://ride.example:8443/p").port == 8443)
        for (link, expected) in [
            ("https://ride.example:8443/p", "8443"), ("https://ride.example/p", "default"),
            ("https://ride.example:443/p", "default"), ("https://ride.example:8080/p", "any host"),
        ] {
            let url = try DeepLinkURL(parsing: link)
            #expect(table.match(url)?.value == expected, "\(link)")
            #expect(table.match(url)?.pattern.match(url) != nil)
        }
    }

    /// Found by the fuzzer: printing a pattern with a port left the port out, so the link did not match.
    @Test func aPatternWithAPortPrintsItsPort() throws {
        let pattern = try RoutePattern(parsing: "thspt://ride.example:8443/product/1op")
        let url = try pattern.url(with: RouteValues())
        #expect(url.description == "thspt://ride.example:8443/product/1op")
        #expect(pattern.match(url) != nil)
    }

    @Test(arguments: ["https://a:/p", "https://a:65536/p", "https://a:12x/p", "https://*:80/p", "https://a:123456/p"])
    func aBadPatternPortIsRejected(text: String) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error?.code == .invalidPattern)
    }
}
