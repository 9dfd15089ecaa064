import FlowCore
import Testing

/// A state space asked to vary or sample a field over no values, or to yield no states, is a
/// programmer error: the process stops with a sentence naming the call.
@Suite(.timeLimit(.minutes(1))) struct StateSpaceMisuseTests {
    @Test func varyingOverNoValuesStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = StateSpace(0).varying(\.self, over: [])
        }
        let message = standardError(of: result)
        #expect(
            message.contains("StateSpace.varying(_:over:) needs at least one value for \\Int.self."),
            "stderr: \(message)")
    }

    @Test func samplingFromNoValuesStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = StateSpace(0).sampling(\.self, from: [])
        }
        let message = standardError(of: result)
        #expect(
            message.contains("StateSpace.sampling(_:from:) needs at least one value for \\Int.self."),
            "stderr: \(message)")
    }

    @Test func aSampleOfNoStatesStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = StateSpace(0).varying(\.self, over: [1, 2]).sampled(count: 0)
        }
        let message = standardError(of: result)
        #expect(
            message.contains("StateSpace.sampled(count:seed:) needs a positive count, but got 0."),
            "stderr: \(message)")
    }

    @Test func iteratingASpaceTooLargeToEnumerateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let space = StateSpace(0).varying(\.self, over: Array(0..<10_001)).varying(\.self, over: Array(0..<1_000))
            _ = space.makeIterator()
        }
        let message = standardError(of: result)
        #expect(
            message.contains(
                "The state space has 10001000 combinations, too many to enumerate; call sampled(count:seed:) to sample it, or pass it to verify(_:over:), which throws StateSpaceError for it."
            ),
            "stderr: \(message)")
    }

    @Test func aSpaceOfExactlyTheLimitOrASampleOfALargerOneIterates() {
        let atLimit = StateSpace(0).varying(\.self, over: Array(0..<10_000)).varying(\.self, over: Array(0..<1_000))
        #expect(atLimit.combinations == StateSpaceLimit.maximumCombinations)
        var iterator = atLimit.makeIterator()
        #expect(iterator.next() == 0)
        let larger = atLimit.varying(\.self, over: [7, 8])
        #expect(Array(larger.sampled(count: 3)) == [7, 7, 7], "the last varied field is set last, and changes slowest")
    }
}
