import ModuleRules
import Testing

/// Exceptions cover errors, warnings and cycles; they stop applying on their expiry day, and an expired
/// exception nothing needs is reported as expired rather than unused.
@Suite struct ExceptionRulesTests {
    static func rules(_ exceptions: [RuleException]) throws -> RulesConfiguration {
        try RulesConfiguration(
            types: ValidatorTests.rules.types, exceptions: exceptions, path: "/nonexistent/module-rules.json")
    }

    func validate(_ modules: [Module], _ sources: [ModuleSources] = [], rules: RulesConfiguration, today: String)
        -> [String]
    {
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules)
        return Validator(configuration: rules, today: RuleDate(today)!).validate(graph, sources: sources)
            .diagnostics.filter { $0.rule != .unmatchedPattern }.map(\.description)
    }

    static let illegalEdge = [
        Module(name: "CartUI", location: ValidatorTests.at(1)),
        Module(
            name: "CartLogic", dependencies: [ValidatorTests.edge("CartUI", line: 2)], location: ValidatorTests.at(2)),
    ]

    @Test(arguments: [("2026-06-29", false), ("2026-06-30", true), ("2026-07-01", true)])
    func anExceptionStopsApplyingOnItsExpiryDay(today: String, expired: Bool) throws {
        let rules = try Self.rules([
            RuleException(from: "CartLogic", to: "CartUI", reason: "moving in Q3", expires: RuleDate("2026-06-30"))
        ])
        let expected =
            expired
            ? [
                "Package.swift:2:20: error: [expired-exception] the exception \"moving in Q3\" expired on 2026-06-30, "
                    + "so this illegal-dependency is an error again: 'CartLogic' (Logic) may not depend on 'CartUI' "
                    + "(UI); Logic may depend on Logic"
            ] : []
        #expect(validate(Self.illegalEdge, rules: rules, today: today) == expected)
    }

    @Test(arguments: [("2026-06-29", "unused-exception"), ("2026-06-30", "expired-exception")])
    func anExpiredExceptionNothingNeedsIsReportedAsExpired(today: String, rule: String) throws {
        let rules = try Self.rules([
            RuleException(from: "GoneLogic", to: "CartUI", reason: "deleted", expires: RuleDate("2026-06-30"))
        ])
        let message =
            rule == "unused-exception"
            ? "the exception 'GoneLogic' -> 'CartUI' matches no violation; remove it from /nonexistent/module-rules.json"
            : "the exception 'GoneLogic' -> 'CartUI' expired on 2026-06-30 and matches no violation any more; remove it "
                + "from /nonexistent/module-rules.json"
        #expect(
            validate([Module(name: "CartUI")], rules: rules, today: today) == [
                "/nonexistent/module-rules.json:1:1: warning: [\(rule)] \(message)"
            ])
    }

    @Test func anExceptionOnOneEdgeOfACycleCoversTheCycle() throws {
        let modules = [
            Module(
                name: "ALogic", dependencies: [ValidatorTests.edge("BLogic", line: 1)], location: ValidatorTests.at(1)),
            Module(
                name: "BLogic", dependencies: [ValidatorTests.edge("ALogic", line: 2)], location: ValidatorTests.at(2)),
        ]
        let covered = try Self.rules([
            RuleException(from: "BLogic", to: "ALogic", rule: .dependencyCycle, reason: "split under way")
        ])
        #expect(validate(modules, rules: covered, today: "2026-01-01") == [])
        // Without a rule an exception covers every finding on its edge, the cycle through it included.
        let ruleless = try Self.rules([RuleException(from: "BLogic", to: "ALogic", reason: "split under way")])
        #expect(validate(modules, rules: ruleless, today: "2026-01-01") == [])
        let otherEdge = try Self.rules([RuleException(from: "ALogic", to: "CLogic", reason: "not on the cycle")])
        #expect(validate(modules, rules: otherEdge, today: "2026-01-01").count == 2)
        let otherRule = try Self.rules([
            RuleException(from: "BLogic", to: "ALogic", rule: .illegalDependency, reason: "wrong rule")
        ])
        #expect(
            validate(modules, rules: otherRule, today: "2026-01-01") == [
                "/nonexistent/module-rules.json:1:1: warning: [unused-exception] the exception 'BLogic' -> 'ALogic' "
                    + "matches no violation; remove it from /nonexistent/module-rules.json",
                "Package.swift:1:20: error: [dependency-cycle] dependency cycle ALogic -> BLogic -> ALogic; break it "
                    + "by moving what the modules share into a module they can all depend on",
            ])
    }

    @Test func anExceptionCoversAWarningAndAnExpiredOneKeepsItAWarning() throws {
        let modules = [
            Module(name: "PricingLogic", location: ValidatorTests.at(1)),
            Module(
                name: "CartLogic", dependencies: [ValidatorTests.edge("PricingLogic", line: 2)],
                location: ValidatorTests.at(2)),
        ]
        let sources = [ValidatorTests.sources("CartLogic", ["Foundation"])]
        let rules = try Self.rules([
            RuleException(
                from: "CartLogic", to: "PricingLogic", rule: .unusedDependency, reason: "used from macros soon",
                expires: RuleDate("2026-03-01"))
        ])
        #expect(validate(modules, sources, rules: rules, today: "2026-02-28") == [])
        #expect(
            validate(modules, sources, rules: rules, today: "2026-03-01") == [
                "Package.swift:2:20: warning: [expired-exception] the exception \"used from macros soon\" expired on "
                    + "2026-03-01, so this unused-dependency is a warning again: 'CartLogic' declares a dependency on "
                    + "'PricingLogic' but never imports it; remove it from the dependencies of 'CartLogic'"
            ])
    }

    /// Any edge of a longer cycle, the first or a middle one, written as a name or a pattern, covers it.
    @Test(arguments: [("ALogic", "BLogic"), ("BLogic", "CLogic"), ("C*", "A*")])
    func anExceptionOnAnyEdgeOfAThreeModuleCycleCoversIt(from: String, to: String) throws {
        let modules = [
            Module(
                name: "ALogic", dependencies: [ValidatorTests.edge("BLogic", line: 1)], location: ValidatorTests.at(1)),
            Module(
                name: "BLogic", dependencies: [ValidatorTests.edge("CLogic", line: 2)], location: ValidatorTests.at(2)),
            Module(
                name: "CLogic", dependencies: [ValidatorTests.edge("ALogic", line: 3)], location: ValidatorTests.at(3)),
        ]
        #expect(validate(modules, rules: try Self.rules([]), today: "2026-01-01").count == 1)
        let rules = try Self.rules([RuleException(from: from, to: to, reason: "split under way")])
        #expect(validate(modules, rules: rules, today: "2026-01-01") == [])
    }
}
