import FlowCore
import Foundation
import Testing

/// The documented defaults of ``RestorationLimits`` and the byte bound at its edge: a document of exactly
/// `maximumBytes` is read, one byte more is refused.
@Suite @MainActor struct RestorationLimitBoundaryTests {
    @Test func theDefaultsAreTheDocumentedOnes() {
        #expect(
            RestorationLimits()
                == RestorationLimits(
                    maximumBytes: 8_388_608, maximumNesting: 100, maximumChains: 32, maximumLayers: 32,
                    maximumScreensPerLayer: 512))
    }

    @Test func aDocumentOfExactlyTheByteLimitIsReadAndOneByteMoreIsNot() throws {
        let data = try savedTrip(presentingHelp: false).document.encoded()
        var options = RestorationOptions()
        options.limits.maximumBytes = data.count
        #expect(Navigator(root: makeTrip()).restore(from: data, options: options).isComplete)
        options.limits.maximumBytes = data.count - 1
        let report = Navigator(root: makeTrip()).restore(from: data, options: options)
        #expect(report.errors.map(\.code) == [.documentTooLarge])
    }

    @Test func aStateOfAnotherKindIsNamedAtTheStateItself() {
        var document = savedTrip(presentingHelp: false).document
        document.chains[0].flows[1].state = .integer(5)
        let report = Navigator(root: makeTrip()).restore(document)
        #expect(report.errors.map(\.field) == ["chains[0].flows[1].state"])
        #expect(report.errors.map(\.code) == [.undecodableState])
    }
}
