import DeepLinks
import FlowTesting
import Testing

/// Every helper that waits gives up after a time and fails saying what it waited for.
@Suite(.timeLimit(.minutes(1))) @MainActor struct BoundedWaitTests {
    @Test func yieldUntilReturnsAsSoonAsTheConditionHolds() async {
        var turns = 0
        let held = await yieldUntil("three turns") {
            turns += 1
            return turns >= 3
        }
        #expect(held)
        #expect(turns == 3)
    }

    /// A condition that holds only after more checks than `WaitSchedule.minimumChecks` (200; a slow fake service):
    /// the wait must not give up on them before its timeout. The timeout is generous because under
    /// AddressSanitizer, beside the whole suite, 248 checks once took 30 s.
    @Test func yieldUntilKeepsCheckingPastHundredsOfChecksUntilItsTimeout() async {
        var checks = 0
        let held = await yieldUntil("the 210th check", timeout: .seconds(50)) {
            checks += 1
            return checks >= 210
        }
        #expect(held)
        #expect(checks == 210)
    }

    @Test func yieldUntilFailsWithWhatItWaitedForAndWhere() async {
        let calledAt = #line + 2
        await withKnownIssue {
            let held = await yieldUntil("the path to end in login", timeout: .milliseconds(20)) { false }
            #expect(!held)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "yieldUntil: waited 0.02 seconds for the path to end in login, which never held."
            ] && issue.sourceLocation?.line == calledAt
        }
    }

    @Test func aRecorderWhoseStreamNeverEndsFailsAndReturnsWhatItGot() async {
        let (stream, continuation) = AsyncStream<RoutingState>.makeStream()
        continuation.yield(.preparing)
        let recorder = RoutingStateRecorder(stream)
        // The recorder reads on a task of its own, which under a sanitizer or a loaded machine can take
        // longer than the 50 ms below to see the first state: wait for it first (bounded, 5 s).
        await recorder.wait(for: 1)
        await withKnownIssue {
            let states = await recorder.finish(timeout: .milliseconds(50))
            #expect(states == ["preparing"])
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "RoutingStateRecorder.finish(): the stream did not end within 0.05 seconds; received [\"preparing\"]."
            ]
        }
        continuation.finish()
    }

    @Test func aRecorderWaitingForMoreStatesThanArriveFails() async {
        let (stream, continuation) = AsyncStream<RoutingState>.makeStream()
        let recorder = RoutingStateRecorder(stream)
        await withKnownIssue {
            await recorder.wait(for: 1, timeout: .milliseconds(20))
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "yieldUntil: waited 0.02 seconds for 1 routing states, which never held."
            ]
        }
        continuation.finish()
        await recorder.cancel()
    }
}
