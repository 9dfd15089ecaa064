import ServiceLocator
import Synchronization
import Testing

/// What a scope's report counts when its code resolves inside nested scopes: the nested scopes'
/// mocked and production binds join the outer report when they end.
@Suite(.timeLimit(.minutes(1))) struct NestedScopeReportTests {
    @Test func aNestedScopesBindsJoinTheOuterScopesReport() throws {
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            withLocatorMode(.production) {
                _ = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            }
            withMocks {
                $0.mock((any Analytics).self) { SilentAnalytics() }
            } operation: {
                _ = bind((any TimeSource).self) { FixedTime(now: 0) }
                _ = bind((any Analytics).self) { SilentAnalytics() }
                _ = bind((any Analytics).self) { SilentAnalytics() }
                withLocatorMode(.production) {
                    _ = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
                    _ = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
                }
            }
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(reports.withLock { $0.count } == 1)
        #expect(report.unusedMocks.isEmpty)
        #expect(
            report.resolutions
                == ResolutionReport(entries: [
                    .init(protocolName: "Analytics", mocked: 2, production: 0),
                    .init(protocolName: "NetworkCommunicating", mocked: 0, production: 3),
                    .init(protocolName: "TimeSource", mocked: 1, production: 0),
                ]))
        #expect(
            report.resolutions.description == """
                ServiceLocator resolutions: 3 protocols, 6 binds
                  Analytics             mocked 2  production 0
                  NetworkCommunicating  mocked 0  production 3
                  TimeSource            mocked 1  production 0
                """)
    }

    @Test func aReportOfOneBindSaysSoInTheSingular() {
        let report = ResolutionReport(entries: [.init(protocolName: "TimeSource", mocked: 1, production: 0)])
        #expect(
            report.description == """
                ServiceLocator resolutions: 1 protocol, 1 bind
                  TimeSource  mocked 1  production 0
                """)
        #expect(ResolutionReport(entries: []).description == "ServiceLocator resolutions: 0 protocols, 0 binds")
    }
}
