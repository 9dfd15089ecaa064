import ServiceLocator
import Synchronization
import Testing

/// A protocol with a primary associated type, bound as `any Feed<Int>`: the runtime writes it with `any`
/// and its constraint, and reports and messages name it without the `any `, as they name other protocols.
@Suite struct ConstrainedProtocolNameTests {
    protocol Feed<Item> {
        associatedtype Item
    }

    struct NumberFeed: Feed {
        typealias Item = Int
    }

    protocol Ranked {}

    struct RankedFeed: Feed, Ranked {
        typealias Item = Int
    }

    @Test func theDisplayNameDropsTheAnyOfAConstrainedExistential() {
        #expect(String(describing: (any Feed<Int>).self) == "any Feed<Self.Feed.Item == Int>")
        #expect(LocatorDiagnostic.displayName(of: (any Feed<Int>).self) == "Feed<Self.Feed.Item == Int>")
    }

    @Test func aMockOfAConstrainedProtocolIsReportedUnderThatName() throws {
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any Feed<Int>).self) { NumberFeed() }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            _ = bind((any Feed<Int>).self) { NumberFeed() }
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(
            report.resolutions.description == """
                ServiceLocator resolutions: 1 protocol, 1 bind
                  Feed<Self.Feed.Item == Int>  mocked 1  production 0
                """)
    }

    @Test func aCompositionWithAConstrainedProtocolKeepsItsAnyInReports() throws {
        #expect(String(describing: (any Feed<Int> & Ranked).self) == "any Feed & Ranked<Self.Feed.Item == Int>")
        let reports = Mutex<[MockUsageReport]>([])
        withMocks {
            $0.mock((any Feed<Int> & Ranked).self) { RankedFeed() }
            $0.mock((any Ranked).self) { RankedFeed() }
            $0.onScopeEnd { report in reports.withLock { $0.append(report) } }
        } operation: {
            _ = bind((any Feed<Int> & Ranked).self) { RankedFeed() }
        }
        let report = try #require(reports.withLock { $0.first })
        #expect(report.unusedMocks.map(\.protocolName) == ["Ranked"])
        #expect(
            report.resolutions.description == """
                ServiceLocator resolutions: 1 protocol, 1 bind
                  (any Feed & Ranked<Self.Feed.Item == Int>)  mocked 1  production 0
                """)
    }
}
