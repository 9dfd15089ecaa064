import FlowCore
import Testing

/// Limits that no document could meet are a programmer error: the process stops with the sentence naming the
/// limit. The smallest limits that still let a document in are accepted.
@Suite(.timeLimit(.minutes(1))) struct RestorationLimitsMisuseTests {
    @Test func limitsNoDocumentCouldMeetStopTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = RestorationLimits(maximumBytes: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = RestorationLimits(maximumChains: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = RestorationLimits(maximumLayers: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = RestorationLimits(maximumScreensPerLayer: 0)
        }
    }

    @Test func aNestingBelowTheDocumentsOwnIsNamed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = RestorationLimits(maximumNesting: 7)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("RestorationLimits.maximumNesting must be at least 8, the document's own nesting."),
            "stderr: \(message)")
    }

    @Test func theSmallestLimitsAreAccepted() {
        let limits = RestorationLimits(
            maximumBytes: 1, maximumNesting: 8, maximumChains: 1, maximumLayers: 1, maximumScreensPerLayer: 1)
        #expect(
            [
                limits.maximumBytes, limits.maximumNesting, limits.maximumChains, limits.maximumLayers,
                limits.maximumScreensPerLayer,
            ] == [1, 8, 1, 1, 1])
    }
}
