import DeepLinks
import FlowTesting
import Testing

/// The recorder a hub test reads an open's states with: `wait(for:)` returns as soon as enough states
/// came or the stream ended, `finish()` returns them all, and `cancel()` returns once the reader stopped.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RoutingStateRecorderTests {
    @Test func waitReturnsOnceEnoughStatesCameWhileTheStreamStaysOpen() async {
        let (stream, continuation) = AsyncStream<RoutingState>.makeStream()
        let recorder = RoutingStateRecorder(stream)
        continuation.yield(.preparing)
        continuation.yield(.started)
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        #expect(!recorder.isFinished)
        continuation.yield(.completed)
        continuation.finish()
        #expect(await recorder.finish() == ["preparing", "started", "completed"])
        #expect(recorder.isFinished)
    }

    @Test func waitReturnsWhenTheStreamEndsWithFewerStates() async {
        let (stream, continuation) = AsyncStream<RoutingState>.makeStream()
        let recorder = RoutingStateRecorder(stream)
        continuation.yield(.preparing)
        continuation.finish()
        await recorder.wait(for: 3)
        #expect(recorder.isFinished)
        #expect(recorder.states == ["preparing"])
    }

    @Test func cancelReturnsOnceTheReaderStoppedAndNothingLaterIsRecorded() async {
        let (stream, continuation) = AsyncStream<RoutingState>.makeStream()
        let recorder = RoutingStateRecorder(stream)
        continuation.yield(.preparing)
        await recorder.wait(for: 1)
        await recorder.cancel()
        #expect(recorder.isFinished)
        continuation.yield(.started)
        continuation.finish()
        #expect(await recorder.finish() == ["preparing"])
    }
}
