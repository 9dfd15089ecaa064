import DeepLinks

/// Consumes the stream of one `RoutingHub.open` in a task of its own and keeps its states as text.
///
/// ```swift
/// let recorder = RoutingStateRecorder(hub.open("ride://payments/methods"))
/// await recorder.wait(for: 2)
/// #expect(recorder.states == ["preparing", "started"])
/// payments.send(.select(visa))
/// #expect(await recorder.finish() == ["preparing", "started", "produced(…)", "completed"])
/// ```
@MainActor
public final class RoutingStateRecorder {
    /// The states received so far, as their descriptions.
    public private(set) var states: [String] = []
    /// Whether the stream ended.
    public private(set) var isFinished = false
    private var task: Task<Void, Never>?

    /// Starts consuming `stream`.
    public init(_ stream: AsyncStream<RoutingState>) {
        task = Task { @MainActor in
            for await state in stream { self.states.append("\(state)") }
            self.isFinished = true
        }
    }

    /// Waits until `count` states arrived or the stream ended (bounded, so a bug fails instead of hanging).
    public func wait(for count: Int) async {
        await yieldUntil { self.states.count >= count || self.isFinished }
    }

    /// Waits until the stream ends and returns every state.
    public func finish() async -> [String] {
        await task?.value
        return states
    }

    /// Cancels the consuming task, as a caller that stops waiting does, and waits for it to end.
    public func cancel() async {
        task?.cancel()
        await task?.value
    }
}

/// Lets queued main-actor work run until `condition` holds, for at most `maximumTurns` yields.
///
/// Bounded so that a bug fails the test's next expectation instead of hanging it.
@MainActor
public func yieldUntil(maximumTurns: Int = 10_000, _ condition: () -> Bool) async {
    for _ in 0..<maximumTurns where !condition() {
        await Task.yield()
    }
}
