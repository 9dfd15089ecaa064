import DeepLinks
import Testing

/// Patterns and redirects refused at registration, each with its rule and a message that says
/// what to write instead; and what a routing state says about itself.
@Suite struct PatternRefusalTests {
    @Test(arguments: [
        (
            "ride://payments /a", "pattern.host",
            "Pattern 'ride://payments /a' has a character the host cannot contain at byte 15; hosts in patterns are literal names such as 'payments'."
        ),
        (
            "/a/*rest?", "pattern.path-only",
            "Pattern '/a/*rest?' has a '?' at byte 8; patterns match paths only, so remove the query and fragment."
        ),
        (
            "/a/*?/b", "pattern.path-only",
            "Pattern '/a/*?/b' has a '?' at byte 4; patterns match paths only, so remove the query and fragment."
        ),
    ])
    func aPatternIsRefusedWithItsRuleAndFix(text: String, rule: String, message: String) throws {
        let error = try #require(throws: DeepLinkError.self) { try RoutePattern(parsing: text) }
        #expect(error.code == .invalidPattern)
        #expect(error.rule == rule)
        #expect(error.message == message)
    }

    @Test func anOptionalSegmentThatIsNotAWildcardIsAccepted() throws {
        let pattern = try RoutePattern(parsing: "/x/:id?")
        #expect(pattern.requiredSegmentCount == 1)
    }

    @Test func aRedirectWhoseTargetEndsWithAnUnnamedWildcardIsRefused() throws {
        var table = RedirectTable()
        let error = try #require(throws: DeepLinkError.self) { try table.add(from: "/old/*", to: "/new/*") }
        #expect(error.code == .invalidRedirect)
        #expect(error.rule == "redirect.parameters")
        #expect(
            error.message
                == "Redirect '/old/*' → '/new/*' ends its target with an unnamed '*'; name the wildcard in both, e.g. '*rest'."
        )
    }

    @Test func onlyCompletedAndFailedAreFinalAndOnlyFailedCarriesAnError() throws {
        let error = try #require(throws: DeepLinkError.self) { try RoutePattern(parsing: "/a?") }
        let states: [RoutingState] = [.preparing, .started, .produced("x"), .completed, .failed(error)]
        #expect(states.map(\.isFinal) == [false, false, false, true, true])
        #expect(states.map { $0.error?.rule } == [nil, nil, nil, nil, "pattern.path-only"])
    }
}
