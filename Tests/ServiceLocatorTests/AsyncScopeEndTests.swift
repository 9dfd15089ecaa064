import ServiceLocator
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The async `withMocks` ends its scope as the synchronous one does: the end handlers get the report, and
/// a production process still prefers the scope's mocks while it is open.
@Suite(.timeLimit(.minutes(1))) struct AsyncScopeEndTests {
    @Test func anAsyncScopeReportsWhatItResolvedWhenItEnds() async throws {
        let reports = Mutex<[MockUsageReport]>([])
        let name = await withMocks {
            $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "async mock") }
            $0.mock((any TimeSource).self) { FixedTime(now: 0) }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            await Task.yield()
            return bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name
        }
        #expect(name == "async mock")
        let report = try #require(reports.withLock { $0.first })
        #expect(reports.withLock { $0.count } == 1)
        #expect(report.unusedMocks.map(\.protocolName) == ["TimeSource"])
        #expect(
            report.resolutions
                == ResolutionReport(entries: [.init(protocolName: "NetworkCommunicating", mocked: 1, production: 0)]))
    }

    @Test func aProductionProcessPrefersTheMocksOfAnOpenAsyncScope() async throws {
        let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
            LocatorMode.overrideProcessMode(.production)
            let inside = await withMocks {
                $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
            } operation: {
                await Task.yield()
                return bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name
            }
            let outside = bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name
            writeToStandardError("inside \(inside), outside \(outside)")
        }
        #expect(
            String(decoding: result.standardErrorContent, as: UTF8.self).contains("inside mock, outside production"))
    }
}
