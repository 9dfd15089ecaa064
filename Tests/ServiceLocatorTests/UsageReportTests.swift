import FlowTesting
import ServiceLocator
import Synchronization
import Testing

@Suite(.timeLimit(.minutes(1))) struct UsageReportTests {
    @Test func aScopeReportsItsUnusedMocksAndWhatItResolved() throws {
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
            $0.mock((any Analytics).self, fileID: "Feed/FeedTests.swift", line: 30) { SilentAnalytics() }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            _ = bind((any TimeSource).self) { FixedTime(now: 0) }
            _ = bind((any TimeSource).self) { FixedTime(now: 0) }
            withLocatorMode(.production) {
                _ = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            }
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(report.unusedMocks.map(\.protocolName) == ["Analytics"])
        #expect(
            report.unusedMocks.first?.description == """
                mock(Analytics.self) at Feed/FeedTests.swift:30 was never used in its scope. To fix, remove the mock, \
                or check that the code under test still resolves Analytics through bind.
                """)
        #expect(
            report.resolutions
                == ResolutionReport(entries: [
                    .init(protocolName: "NetworkCommunicating", mocked: 0, production: 1),
                    .init(protocolName: "TimeSource", mocked: 2, production: 0),
                ]))
        // Printed, as a scope-end handler that logs it shows it: the unused mocks, then the resolutions.
        #expect(
            "\(report)" == """
                mock(Analytics.self) at Feed/FeedTests.swift:30 was never used in its scope. To fix, remove the mock, \
                or check that the code under test still resolves Analytics through bind.
                ServiceLocator resolutions: 2 protocols, 3 binds
                  NetworkCommunicating  mocked 0  production 1
                  TimeSource            mocked 2  production 0
                """)
    }

    @Test func aMockUsedOnlyInANestedScopeCountsAsUsed() throws {
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            withMocks { _ in
            } operation: {
                _ = bind((any TimeSource).self) { FixedTime(now: 0) }
            }
        }
        #expect(try #require(reports.withLock { $0.first }).unusedMocks.isEmpty)
    }

    @Test func theProcessReportCollectsEndedScopes() {
        withMocks {
            $0.mock((any Reported).self) { ReportedService() }
        } operation: {
            for _ in 0..<3 { _ = bind((any Reported).self) { ReportedService() } }
        }
        let entry = ResolutionReport.process.entries.first { $0.protocolName == "Reported" }
        #expect(entry == .init(protocolName: "Reported", mocked: 3, production: 0))
        #expect(!ResolutionReport.process.entries.contains { $0.protocolName == "Unreported" })
    }

    @Test func theReportPrintsAsATable() {
        let report = ResolutionReport(entries: [
            .init(protocolName: "TimeSource", mocked: 4, production: 0),
            .init(protocolName: "NetworkCommunicating", mocked: 1, production: 2),
        ])
        #expect(
            report.description == """
                ServiceLocator resolutions: 2 protocols, 7 binds
                  NetworkCommunicating  mocked 1  production 2
                  TimeSource            mocked 4  production 0
                """)
    }
}

/// FlowTesting's helpers: the `.mocks` trait and `withTestMocks`.
// A suite-wide mock is not used by every test, so the suite trait ignores unused mocks.
@Suite(.mocks(unused: .ignore) { $0.mock((any TimeSource).self) { FixedTime(now: 11) } })
struct MocksTraitTests {
    @Test func theSuiteTraitMocksEveryTest() {
        #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 11)
    }

    @Test(.mocks { $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "trait") } })
    func aTestTraitAddsToTheSuitesMocks() {
        #expect(bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "trait")
        #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 11)
    }

    @Test(.mocks(unused: .ignore) { $0.mock((any Identified).self) { Instance(id: 0) } }, arguments: 0..<4)
    func eachTestCaseGetsItsOwnCachedMocks(_ value: Int) {
        mock((any Identified).self) { Instance(id: value) }
        #expect(bind((any Identified).self, lifetime: .cached) { Instance(id: -1) }.id == value)
    }

    @Test(.mockScope) func lyftStyleMockInATestBody() {
        mock((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "body") }
        #expect(bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "body")
        #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 11)
    }

    @Test func anUnusedMockIsRecordedAsAnIssueAtItsRegistration() {
        withKnownIssue {
            withTestMocks {
                $0.mock((any Analytics).self) { SilentAnalytics() }
            } operation: {
                #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 11)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                """
                mock(Analytics.self) at ServiceLocatorTests/UsageReportTests.swift:\(issue.sourceLocation?.line ?? 0) \
                was never used in its scope. To fix, remove the mock, or check that the code under test still \
                resolves Analytics through bind.
                """
            ] && issue.sourceLocation?.fileID == "ServiceLocatorTests/UsageReportTests.swift"
        }
    }
}
