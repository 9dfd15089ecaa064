/// The flow one suspending interceptor is showing, and the links waiting for it to end.
///
/// ``RouteInterceptor/suspending(_:unless:present:resumingIf:rejecting:)`` shows one flow at a
/// time: the first link presents it, later links wait here, and all learn together whether it
/// succeeded.
@MainActor
final class SuspensionGate {
    /// The name of the flow being shown, or `nil` when none is.
    var shownFlow: String?
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter = 0

    /// Waits until the shown flow ends; `true` if it succeeded. A cancelled task stops waiting with `false`.
    func wait() async -> Bool {
        let id = nextWaiter
        nextWaiter += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                if Task.isCancelled {
                    continuation.resume(returning: false)
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    /// Ends the shown flow and tells every waiting link whether it succeeded.
    func finish(passed: Bool) {
        shownFlow = nil
        let waiting = waiters
        waiters = [:]
        for id in waiting.keys.sorted() { waiting[id]?.resume(returning: passed) }
    }

    /// Lets one waiting link go, rejected, because its task was cancelled.
    private func stopWaiting(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume(returning: false)
    }
}
