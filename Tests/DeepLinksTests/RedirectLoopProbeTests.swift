import DeepLinks
import Testing

/// A redirect that closes a loop only for some values of its parameters (a literal another rule
/// redirects) is refused when it is added, whichever of the rules came first, and the table stays
/// as it was.
@Suite struct RedirectLoopProbeTests {
    /// Adds `earlier`, then expects adding `later` to fail with `message` and leave only `earlier`.
    func expectLoop(earlier: (String, String), later: (String, String), message: String) throws {
        var table = RedirectTable()
        try table.add(from: earlier.0, to: earlier.1)
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: later.0, to: later.1) }
        #expect(error.code == .redirectLoop)
        #expect(error.message == message)
        #expect(table.rules.map { "\($0.from) → \($0.to)" } == ["\(earlier.0) → \(earlier.1)"])
    }

    @Test func aParameterThatCanTakeAnotherRulesLiteralClosesTheLoop() throws {
        try expectLoop(
            earlier: ("/b/loop", "/a/loop"), later: ("/a/:x", "/b/:x"),
            message: "Redirects loop: '/a/loop' → '/b/loop' → '/a/loop'; remove one of the redirects in the cycle.")
    }

    @Test func aTypedParameterClosesTheLoopWithALiteralOfItsType() throws {
        try expectLoop(
            earlier: ("/b/7", "/a/7"), later: ("/a/:n(int)", "/b/:n"),
            message: "Redirects loop: '/a/7' → '/b/7' → '/a/7'; remove one of the redirects in the cycle.")
    }

    @Test func aTypedParameterIsNotProbedWithALiteralItCannotMatch() throws {
        var table = RedirectTable()
        try table.add(from: "/b/seven", to: "/a/seven")
        try table.add(from: "/a/:n(int)", to: "/b/:n")
        #expect(try table.resolve(DeepLinkURL(parsing: "/a/7")).description == "/b/7")
        #expect(try table.resolve(DeepLinkURL(parsing: "/b/seven")).description == "/a/seven")
    }

    @Test func aWildcardClosesTheLoopWithTheLiteralsThatEndAnotherRule() throws {
        try expectLoop(
            earlier: ("/docs/a/b", "/help/a/b"), later: ("/help/*rest", "/docs/*rest"),
            message:
                "Redirects loop: '/help/a/b' → '/docs/a/b' → '/help/a/b'; remove one of the redirects in the cycle.")
    }

    @Test func theLoopIsFoundWhenTheLiteralRuleComesLastToo() throws {
        try expectLoop(
            earlier: ("/a/:x", "/b/:x"), later: ("/b/loop", "/a/loop"),
            message: "Redirects loop: '/b/loop' → '/a/loop' → '/b/loop'; remove one of the redirects in the cycle.")
    }
}
