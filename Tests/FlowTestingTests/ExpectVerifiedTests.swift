import FlowCore
import FlowTesting
import Synchronization
import Testing

/// `expectVerified` fails the test at its call for each finding no allowance covers, naming the
/// finding, and for each allowance no finding needed, so an allowance cannot outlive its problem.
@Suite @MainActor struct ExpectVerifiedTests {
    /// The picky flow over a count of 0 and 1: no rule for 1, and no finish at all.
    func pickyReport() throws -> VerificationReport {
        try verify(makePickyFlow(), over: StateSpace(CounterState()).varying(\.count, over: [0, 1]))
    }

    /// The messages and lines of the issues `body` records.
    func issues(of body: () throws -> Void) rethrows -> [String] {
        let issues = Mutex<[String]>([])
        try withKnownIssue(isIntermittent: true) {
            try body()
        } matching: { issue in
            issues.withLock { $0 += issue.comments.map { "\($0.rawValue) @\(issue.sourceLocation?.line ?? 0)" } }
            return true
        }
        return issues.withLock { $0 }
    }

    @Test func aFindingNoAllowanceCoversFailsAtTheCallNamingIt() throws {
        let report = try pickyReport()
        let allowance = VerificationAllowance(.neverFinishes, flow: "Picky", because: "it runs until the app closes")
        var unexpected: [VerificationFinding] = []
        let calledAt = #line + 1
        let recorded = issues { unexpected = expectVerified(report, allowing: [allowance]) }
        let found = report.findings.filter { !allowance.allows($0) }
        #expect(found.count == 1)
        #expect(unexpected == found)
        #expect(recorded == found.map { "Verification found: \($0) @\(calledAt)" })
    }

    @Test func anAllowanceNoFindingNeedsFailsAtTheCallNamingIt() throws {
        let report = try pickyReport()
        let everyFinding = report.findings.map {
            VerificationAllowance($0.kind, flow: $0.flow, rule: $0.rule, because: "known")
        }
        let stale = VerificationAllowance(.alwaysShadowed, flow: "Picky", rule: "zero", because: "fixed last week")
        var unexpected: [VerificationFinding] = [report.findings[0]]
        let calledAt = #line + 1
        let recorded = issues { unexpected = expectVerified(report, allowing: everyFinding + [stale]) }
        #expect(unexpected.isEmpty)
        #expect(
            recorded == [
                "The allowance for always-shadowed in 'Picky' rule \"zero\": fixed last week matched no finding; remove it. @\(calledAt)"
            ])
    }

    @Test func aReportWithNoFindingsAndNoAllowancesPasses() throws {
        let clean = try verify(makeCounterFlow(), over: StateSpace(CounterState()).varying(\.done))
        #expect(clean.findings.isEmpty)
        #expect(expectVerified(clean).isEmpty)
    }
}
