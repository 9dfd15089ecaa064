import FlowCore
import FlowTesting
import Testing

/// Outputs are asserted one at a time, in the order the flow produced them, the final one last.
@Suite(.timeLimit(.minutes(1))) @MainActor struct OutputOrderTests {
    @Test func outputsAreAssertedInTheOrderTheyCame() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.flow.produce(3)
            tester.flow.produce(5)
            tester.expect(output: 3)
            tester.expect(output: 5)
            tester.send(.finish) { $0.done = true }
            tester.expect(output: 0)
            tester.expect(transitions: [])
        }
    }

    @Test func outputsAssertedOutOfOrderFailWithEachPair() async {
        let issues = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.flow.produce(3)
                tester.flow.produce(5)
                tester.expect(output: 5)
                tester.expect(output: 3)
                tester.expect(output: 3)
            }
        }
        #expect(
            issues == [
                "The output differs.\n  expected: 5\n  actual:   3",
                "The output differs.\n  expected: 3\n  actual:   5",
                "Expected output 3, but the flow produced none (path: Counter > counter).",
            ])
    }
}
