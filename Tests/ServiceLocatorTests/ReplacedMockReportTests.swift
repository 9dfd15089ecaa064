import ServiceLocator
import Synchronization
import Testing

/// A mock registered again for the same protocol replaces the earlier one, in what `bind` gets and in
/// what the scope reports as unused.
@Suite struct ReplacedMockReportTests {
    @Test func aReplacedMockIsNotReportedAndTheReplacingOneIsReportedAtItsOwnLine() throws {
        let reports = Mutex<[MockUsageReport]>([])
        let replacingLine = #line + 3
        withMocks {
            $0.mock((any Analytics).self) { SilentAnalytics() }
            $0.mock((any Analytics).self) { SilentAnalytics() }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(report.unusedMocks.map(\.protocolName) == ["Analytics"])
        #expect(report.unusedMocks.map(\.site.line) == [replacingLine])
    }

    @Test func aReplacedMockThatWasNeverUsedLeavesNothingUnused() throws {
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
            $0.mock((any TimeSource).self) { FixedTime(now: 2) }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 2)
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(report.unusedMocks.isEmpty)
    }
}
