import ServiceLocator
import Testing

/// What a test author reads when a scope with nothing unused ends, what the async scopes resolve across a
/// suspension, and the mocks an unmocked bind lists when scopes are nested.
@Suite(.timeLimit(.minutes(1))) struct ScopeReportTextTests {
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
