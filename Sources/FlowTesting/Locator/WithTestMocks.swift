import ServiceLocator
import Testing

/// Runs `operation` in a mock scope and records a Swift Testing issue for each mock it never used.
///
/// It is `withMocks(_:operation:)` plus the bookkeeping a test wants: an unused mock usually
/// means the code under test stopped calling the service the test thinks it checks.
///
/// ```swift
/// @Test func submitsOrder() async throws {
///     try await withTestMocks {
///         $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
///     } operation: {
///         #expect(try await CheckoutService().submit() == .sent)
///     }
/// }
/// ```
///
/// - Parameters:
///   - register: adds the scope's mocks.
///   - unused: what to do with mocks no `bind` used; `.recordIssue` by default.
///   - isolation: the actor `operation` runs on; inferred from the caller.
///   - operation: the code that runs with the mocks.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withTestMocks<R>(
    _ register: (inout Mocks) -> Void,
    unused: MocksTrait.UnusedMocks = .recordIssue,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await withMocks(
        { mocks in
            mocks.testName = TestLibrary.current.testName
            register(&mocks)
            if unused == .recordIssue { mocks.onScopeEnd(recordUnusedMocks) }
        }, isolation: isolation, operation: operation)
}

/// Runs the synchronous `operation` in a mock scope and records an issue for each mock it never used.
///
/// - Parameters:
///   - register: adds the scope's mocks.
///   - unused: what to do with mocks no `bind` used; `.recordIssue` by default.
///   - operation: the code that runs with the mocks.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withTestMocks<R>(
    _ register: (inout Mocks) -> Void,
    unused: MocksTrait.UnusedMocks = .recordIssue,
    operation: () throws -> R
) rethrows -> R {
    try withMocks(
        { mocks in
            mocks.testName = TestLibrary.current.testName
            register(&mocks)
            if unused == .recordIssue { mocks.onScopeEnd(recordUnusedMocks) }
        }, operation: operation)
}

/// Records one issue per unused mock, located where the mock was registered.
@Sendable
private func recordUnusedMocks(_ report: MockUsageReport) {
    for unused in report.unusedMocks {
        let site = unused.site
        Issue.record(
            Comment(rawValue: unused.description),
            sourceLocation: SourceLocation(
                fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
    }
}
