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

    /// Waits until `count` states arrived or the stream ended; fails the test after `timeout`.
    public func wait(
        for count: Int, timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await yieldUntil(
            "\(count) routing states", timeout: timeout, fileID: fileID, filePath: filePath,
            line: line, column: column
        ) { self.states.count >= count || self.isFinished }
    }

    /// Waits until the stream ends and returns every state; after `timeout` it fails the test,
    /// stops consuming the stream, and returns the states received so far.
    public func finish(
        timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> [String] {
        if !(await pollUntil(timeout: timeout, { self.isFinished })) {
            recordTestFailure(
                "RoutingStateRecorder.finish(): the stream did not end within \(timeout); received \(states).",
                at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
            task?.cancel()
        }
        await task?.value
        return states
    }

    /// Cancels the consuming task, as a caller that stops waiting does, and waits for it to end.
    public func cancel() async {
        task?.cancel()
        await task?.value
    }
}
