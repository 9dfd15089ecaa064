import ModuleRules
import Testing

/// How findings are ordered in reports: by location, then rule, then message; errors before warnings.
@Suite struct DiagnosticOrderTests {
    static func finding(
        _ path: String, line: Int = 1, rule: RuleID = .illegalDependency, _ message: String = "m"
    ) -> Diagnostic {
        Diagnostic(rule: rule, location: FileLocation(path: path, line: line), message: message)
    }

    @Test func errorsSortBeforeWarningsAndNeitherBeforeItself() {
        #expect(Diagnostic.Severity.error < .warning)
        #expect(!(Diagnostic.Severity.warning < .error))
        #expect(!(Diagnostic.Severity.error < .error))
        #expect(!(Diagnostic.Severity.warning < .warning))
        #expect([Diagnostic.Severity.warning, .error, .warning].sorted() == [.error, .warning, .warning])
    }

    @Test func rulesSortByTheirIdentifiers() {
        #expect(RuleID.dependencyCycle < .illegalDependency)
        #expect(!(RuleID.illegalDependency < .dependencyCycle))
        #expect(!(RuleID.dependencyCycle < .dependencyCycle))
    }

    @Test func locationComesFirstThenRuleThenMessage() {
        let a = Self.finding("A.swift", line: 2, rule: .unusedException, "z")
        let b = Self.finding("B.swift", line: 1, rule: .dependencyCycle, "a")
        #expect(a < b)
        #expect(!(b < a))
        let earlierRule = Self.finding("A.swift", rule: .dependencyCycle, "z")
        let laterRule = Self.finding("A.swift", rule: .illegalDependency, "a")
        #expect(earlierRule < laterRule)
        #expect(!(laterRule < earlierRule))
        let first = Self.finding("A.swift", "first")
        let second = Self.finding("A.swift", "second")
        #expect(first < second)
        #expect(!(second < first))
        #expect(!(first < first))
    }

    @Test func aReportListsFindingsInThatOrder() {
        let findings = [
            Self.finding("B.swift", "b"), Self.finding("A.swift", line: 3, "a3"),
            Self.finding("A.swift", rule: .unusedDependency, "a1-unused"), Self.finding("A.swift", "a1"),
        ]
        #expect(findings.sorted().map(\.message) == ["a1", "a1-unused", "a3", "b"])
    }
}
