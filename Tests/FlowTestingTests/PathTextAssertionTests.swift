import FlowCore
import FlowTesting
import Testing

/// `expect(path:)` compares the whole path text: a path the test wrote only part of fails.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PathTextAssertionTests {
    @Test(arguments: [
        "Counter",  // the flow alone, its screen left out
        "Counter > count",  // a screen name cut short
        "Counter > counter > help",  // one screen more than is shown
    ])
    func aPathThatIsOnlyPartOfTheActualOneFails(expected: String) async {
        let messages = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.expect(path: expected)
            }
        }
        #expect(messages == ["The path differs.\n  expected: \(expected)\n  actual:   Counter > counter"])
    }

    @Test func theWholePathPasses() async {
        let messages = await recordedMessages {
            await withFlowTester(makeCounterFlow()) { tester in
                tester.expect(path: "Counter > counter")
            }
        }
        #expect(messages == [])
    }
}
