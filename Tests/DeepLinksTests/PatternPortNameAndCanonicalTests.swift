import DeepLinks
import Testing

/// What a developer writes in a pattern at the edges of its syntax: ports from one to five digits,
/// parameter names with digits, a fragment, a repeated name, and the canonical text a pattern
/// prints after it was written in another case or with percent-encoding.
@Suite struct PatternPortNameAndCanonicalTests {
    @Test(arguments: [
        ("ride://h:9/x", 9), ("ride://h:10000/x", 10_000), ("ride://h:65535/x", 65_535), ("ride://h:8443", 8443),
        ("ride://h:0/x", 0),
    ])
    func aPortOfOneToFiveDigitsUpTo65535IsKept(text: String, port: Int) throws {
        let pattern = try RoutePattern(parsing: text)
        #expect(pattern.port == port)
        #expect(pattern.description == text)
    }

    @Test(arguments: [
        // ':' is the byte after '9', not a digit; six digits are too many even with leading zeros.
        ("ride://h:1:/x", 9), ("ride://h:000001/x", 9), ("ride://h:65536/x", 9), ("ride://h:/x", 9),
        ("ride://h:8a/x", 9),
    ])
    func aPortThatIsNotANumberUpTo65535IsRefusedAtItsByte(text: String, byte: Int) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error?.code == .invalidPattern)
        #expect(error?.rule == "pattern.port")
        #expect(
            error?.message
                == "Pattern '\(text)' has a port that is not a number from 0 to 65535 at byte \(byte); write it as in 'https://ride.example:8443/p'."
        )
    }

    @Test func aLinkMatchesAPatternWithAOneDigitPortOnlyOnThatPort() throws {
        let pattern = try RoutePattern(parsing: "ride://h:9/x")
        #expect(try pattern.match(DeepLinkURL(parsing: "ride://h:9/x")) != nil)
        #expect(try pattern.match(DeepLinkURL(parsing: "ride://h:8/x")) == nil)
    }

    @Test func aParameterNameMayHoldDigitsButNoColon() throws {
        #expect(try RoutePattern(parsing: "/p/:a9").parameterNames == ["a9"])
        #expect(try RoutePattern(parsing: "/p/:_0").parameterNames == ["_0"])
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: "/p/:a:b") }
        #expect(error?.rule == "pattern.parameter-name")
        #expect(
            error?.message
                == "Pattern '/p/:a:b' has the parameter ':a:b' at byte 3; a name starts with a letter or '_' and has only letters, digits and '_'."
        )
    }

    @Test(arguments: ["/:id/:id", "/:id/x/:id", "ride://h/:id/*id"])
    func aNameUsedTwiceIsRefusedEvenWhenTheFirstSegmentIsAParameter(text: String) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error?.rule == "pattern.duplicate-parameter")
        #expect(
            error?.message == "Pattern '\(text)' uses the parameter name 'id' twice; give each parameter its own name.")
    }

    @Test func aFragmentIsRefusedAsPartOfNoPath() {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: "/a#top") }
        #expect(error?.rule == "pattern.path-only")
        #expect(
            error?.message
                == "Pattern '/a#top' has a '#' at byte 2; patterns match paths only, so remove the query and fragment.")
    }

    @Test(arguments: [
        ("/%41", "/A"), ("/a/%62c", "/a/bc"), ("ride://Payments/x", "ride://payments/x"),
        ("RIDE://h/x", "ride://h/x"), ("ride://H/a/:b?", "ride://h/a/:b?"), ("ride://H/:a?/:b?", "ride://h/:a?/:b?"),
        ("ride://h/a/:b?", "ride://h/a/:b?"), ("ride://h:80/x", "ride://h:80/x"), ("https://h:443/x", "https://h/x"),
    ])
    func aPatternPrintsItsCanonicalText(text: String, canonical: String) throws {
        let pattern = try RoutePattern(parsing: text)
        #expect(pattern.description == canonical)
        #expect(try RoutePattern(parsing: canonical) == pattern)
    }

    @Test(arguments: ["/a%4", "/a%", "/a%4g"])
    func aTruncatedPercentEscapeIsRefused(text: String) {
        let error = #expect(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error?.rule == "pattern.percent-encoding")
        #expect(
            error?.message
                == "Pattern '\(text)' has bad percent-encoding in the segment at byte 1; use '%' followed by two hex digits of UTF-8."
        )
    }
}
