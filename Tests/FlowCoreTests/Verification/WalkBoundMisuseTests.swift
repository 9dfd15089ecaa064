import FlowCore
import Testing

/// A walk of a flow's actions needs room for at least its initial state: a bound of zero is a programmer
/// error that stops with its sentence, and a bound of one walks only the initial state.
@Suite struct WalkBoundMisuseTests {
    @Test func aWalkBoundOfZeroStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = verify(makeCounterFlow(), over: [0], actions: [true], maximumReachableStates: 0)
            }
        }
        let message = standardError(of: result)
        #expect(
            message.contains("verify(_:over:actions:maximumReachableStates:) needs a positive bound."),
            "stderr: \(message)")
    }

    @MainActor @Test func aWalkBoundOfOneWalksOnlyTheInitialState() {
        let report = verify(makeCounterFlow(), over: [0], actions: [true], maximumReachableStates: 1)
        #expect(report.reachableStates == 1)
        #expect(report.reachableWalkComplete == false)
    }
}
