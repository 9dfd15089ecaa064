import DeepLinks
import FlowCore
import FlowTesting
import Synchronization
import Testing

/// Every bounded wait of FlowTesting gives up after five seconds unless told otherwise, and says so.
/// The waits run side by side, so the test takes those five seconds once.
@Suite(.timeLimit(.minutes(1))) @MainActor struct WaitDefaultsTests {
    @Test func everyWaitGivesUpAfterFiveSecondsByDefault() async {
        let issues = Mutex<[String]>([])
        await withKnownIssue {
            await withFlowTester(makeCounterFlow(), exhaustivity: .none) { tester in
                tester.send(.wait)
                // Two recorders: the one that finish() gives up on ends its stream, which would end the other wait early.
                let recorder = RoutingStateRecorder(AsyncStream { _ in })
                let finishing = RoutingStateRecorder(AsyncStream { _ in })
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { await tester.settle() }
                    group.addTask { await tester.receive(.loaded(1)) }
                    group.addTask { await yieldUntil("a condition that never holds") { false } }
                    group.addTask { await recorder.wait(for: 1) }
                    group.addTask { _ = await finishing.finish() }
                }
                // The streams never end: without this the recorders' tasks would outlive the test (LeakSanitizer).
                await recorder.cancel()
                await finishing.cancel()
                tester.flow.store.cancelEffects()
            }
        } matching: { issue in
            issues.withLock { $0 += issue.comments.map(\.rawValue) }
            return true
        }
        #expect(
            issues.withLock { $0 }.sorted() == [
                "RoutingStateRecorder.finish(): the stream did not end within 5.0 seconds; received [].",
                "receive(loaded(1)): no action arrived from an effect within 5.0 seconds (1 effect(s) running, path: Counter > counter).",
                "settle(): 1 effect(s) still running after 5.0 seconds at Counter > counter. Make the fake service answer, or cancel the effect.",
                "yieldUntil: waited 5.0 seconds for 1 routing states, which never held.",
                "yieldUntil: waited 5.0 seconds for a condition that never holds, which never held.",
            ])
    }
}
