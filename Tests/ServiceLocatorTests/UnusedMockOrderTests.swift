import ServiceLocator
import Synchronization
import Testing

/// A scope's unused mocks are reported in the order the test registered them, whatever the protocols.
@Suite struct UnusedMockOrderTests {
    @Test func unusedMocksAreListedInRegistrationOrder() throws {
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: 0) }
            $0.mock((any Analytics).self) { SilentAnalytics() }
            $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
            $0.mock((any Unreported).self) { UnreportedService() }
            $0.mock((any Identified).self) { Instance(id: 0) }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(
            report.unusedMocks.map(\.protocolName) == [
                "TimeSource", "Analytics", "NetworkCommunicating", "Unreported", "Identified",
            ])
    }
}

private struct UnreportedService: Unreported {}
