import FlowTesting
import ServiceLocator
import Testing

/// `.mockScope`, for tests that call `mock(_:_:)` in their body, reports a body mock the test never used.
@Suite(.timeLimit(.minutes(1))) struct MockScopeTraitReportTests {
    @Test func aMockRegisteredInTheBodyButNeverUsedIsRecordedAsAnIssue() async throws {
        let trait: MocksTrait = .mockScope
        let test = try #require(Test.current)
        let line = #line + 3
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                mock((any Analytics).self) { SilentAnalytics() }
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                mock(Analytics.self) at ServiceLocatorTests/MockScopeTraitReportTests.swift:\(line) was never used \
                in its scope. To fix, remove the mock, or check that the code under test still resolves Analytics \
                through bind.
                """
            ]
        }
    }
}
