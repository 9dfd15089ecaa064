import ServiceLocator
import Synchronization
import Testing

/// What a test author reads when a scope ends (the report printed as text), what the async scopes resolve
/// across a suspension, and the mocks an unmocked bind lists when scopes are nested.
@Suite(.timeLimit(.minutes(1))) struct ScopeReportTextTests {
    @Test func aScopesReportPrintsItsUnusedMocksThenItsResolutions() throws {
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
            $0.mock((any Analytics).self, fileID: "Feed/FeedTests.swift", line: 30) { SilentAnalytics() }
            $0.mock((any Identified).self, fileID: "Feed/FeedTests.swift", line: 31) { Instance(id: 1) }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            _ = bind((any TimeSource).self) { FixedTime(now: 0) }
            _ = bind((any TimeSource).self) { FixedTime(now: 0) }
            withLocatorMode(.production) {
                _ = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            }
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(
            "\(report)" == """
                mock(Analytics.self) at Feed/FeedTests.swift:30 was never used in its scope. To fix, remove the mock, \
                or check that the code under test still resolves Analytics through bind.
                mock(Identified.self) at Feed/FeedTests.swift:31 was never used in its scope. To fix, remove the \
                mock, or check that the code under test still resolves Identified through bind.
                ServiceLocator resolutions: 2 protocols, 3 binds
                  NetworkCommunicating  mocked 0  production 1
                  TimeSource            mocked 2  production 0
                """)
    }

    @Test func aReportWithNothingUnusedPrintsOnlyTheResolutions() {
        let report = MockUsageReport(unusedMocks: [], resolutions: ResolutionReport(entries: []))
        #expect("\(report)" == "ServiceLocator resolutions: 0 protocols, 0 binds")
    }

    @Test func theAsyncProductionModeHoldsAcrossASuspension() async {
        #expect(LocatorMode.current == .test)
        let name = await withLocatorMode(.production) {
            await Task.yield()
            #expect(LocatorMode.current == .production)
            return bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name
        }
        #expect(name == "production")
        #expect(LocatorMode.current == .test)
    }

    @Test func theAsyncContainerScopeCachesInItsOwnContainerAcrossASuspension() async {
        let made = Counter()
        let container = ServiceContainer()
        let (first, second) = await withContainer(container) {
            await withLocatorMode(.production) {
                let first = bind((any Identified).self, lifetime: .cached) { Instance(id: made.increment()) }
                await Task.yield()
                let second = bind((any Identified).self, lifetime: .cached) { Instance(id: made.increment()) }
                return (first.id, second.id)
            }
        }
        #expect(first == 1)
        #expect(second == 1)
        #expect(made.value == 1)
        let other = withLocatorMode(.production) {
            container.bind((any Identified).self, lifetime: .cached) { Instance(id: made.increment()) }.id
        }
        #expect(other == 1)
    }

    @Test func anUnmockedBindInANestedScopeListsTheMocksOfEveryLevelOnce() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withMocks {
                $0.mock((any TimeSource).self) { FixedTime(now: 0) }
                $0.mock((any Analytics).self) { SilentAnalytics() }
            } operation: {
                withMocks {
                    $0.mock((any TimeSource).self) { FixedTime(now: 1) }
                } operation: {
                    _ = bind((any NetworkCommunicating).self, file: "A.swift", line: 1) { NetworkCommunicator() }
                }
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("The active mock scope mocks: Analytics, TimeSource.\n"))
    }
}
