import DeepLinks
import Testing

/// Matching at its edges: typed parameters judged on their own, what a pattern without a wildcard
/// leaves over, the same subdomain pattern twice, a loop through a wildcard's literal tail, and characters a link must encode.
@Suite struct MatchingEdgeTests {
    @Test(arguments: [
        ("7", true), ("-7", true), ("x", false), ("1:", false), ("", false), ("-", false),
        ("9223372036854775807", true),
        ("9223372036854775808", false), ("-9223372036854775808", true),
    ])
    func anIntParameterAcceptsOnlyDecimalIntegers(text: String, accepted: Bool) throws {
        #expect(ParameterType.int.accepts(text) == accepted)
        let pattern = try RoutePattern(parsing: "/n/:n(int)")
        let link = try DeepLinkURL(parsing: "/n/" + text.map { $0 == ":" ? "%3A" : String($0) }.joined())
        #expect((pattern.match(link) != nil) == accepted)
    }

    @Test func aUUIDParameterRefusesOtherText() {
        #expect(ParameterType.uuid.accepts("0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F"))
        #expect(!ParameterType.uuid.accepts("not-a-uuid"))
    }

    @Test func aPatternWithoutAWildcardLeavesNothingOver() throws {
        let plain = try RoutePattern(parsing: "/a/:id")
        #expect(try plain.match(DeepLinkURL(parsing: "/a/5"))?.remainder == [])
        let wild = try RoutePattern(parsing: "/a/*rest")
        #expect(try wild.match(DeepLinkURL(parsing: "/a/5/6"))?.remainder == ["5", "6"])
    }

    @Test func aWildcardPatternNeedsEveryLiteralBeforeItsWildcard() throws {
        let docs = try RoutePattern(parsing: "/files/docs/*rest")
        #expect(try docs.match(DeepLinkURL(parsing: "/files")) == nil)
        #expect(try docs.match(DeepLinkURL(parsing: "/files/docs"))?.remainder == [])
        #expect(try docs.match(DeepLinkURL(parsing: "/files/docs/a"))?.remainder == ["a"])
    }

    @Test func aSubdomainPatternMatchesOnlyItsOwnPath() throws {
        var table = RouteTable<Int>()
        try table.register("https://*.ride.example/a", 0)
        #expect(try table.match(DeepLinkURL(parsing: "https://x.ride.example/a"))?.value == 0)
        #expect(try table.match(DeepLinkURL(parsing: "https://x.ride.example")) == nil)
        #expect(try table.match(DeepLinkURL(parsing: "https://x.ride.example/a/a")) == nil)
    }

    @Test func theSameSubdomainPatternTwiceClashes() throws {
        var table = RouteTable<Int>()
        try table.register("https://*.ride.example/a", 0)
        try table.register("https://*.ride.example/b", 1)
        let error = #expect(throws: DeepLinkError.self) { try table.register("https://*.ride.example/a", 2) }
        #expect(error?.code == .conflictingPatterns)
        #expect(try table.match(DeepLinkURL(parsing: "https://x.ride.example/b"))?.value == 1)
        #expect(try table.match(DeepLinkURL(parsing: "https://x.ride.example/a"))?.value == 0)
    }

    @Test(arguments: [false, true])
    func aLoopThroughAWildcardsLiteralTailIsRefusedInEitherOrder(reversed: Bool) throws {
        let rules = [("/a/*rest", "/b/*rest"), ("/b/c/d", "/a/c/d")]
        let ordered = reversed ? rules.reversed() : rules
        var table = RedirectTable()
        try table.add(from: ordered[0].0, to: ordered[0].1)
        let error = #expect(throws: DeepLinkError.self) { try table.add(from: ordered[1].0, to: ordered[1].1) }
        #expect(error?.code == .redirectLoop)
        #expect(table.rules.count == 1)
    }

    @Test func aRawEmojiInAPathIsShownWholeWithItsEncoding() {
        let error = #expect(throws: DeepLinkError.self) { try DeepLinkURL(parsing: "ride://h/🚕") }
        #expect(error?.code == .invalidURL)
        #expect(
            error?.message
                == "Character '🚕' at byte 9 of 'ride://h/🚕' is not allowed in a path segment; percent-encode it as '%F0%9F%9A%95'."
        )
    }
}
