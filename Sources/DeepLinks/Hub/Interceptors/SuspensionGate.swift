import FlowCore

/// The flow one suspending interceptor waits on, and the links waiting for it to end.
///
/// ``RouteInterceptor/suspending(_:unless:present:resumingIf:rejecting:)`` waits on one flow at a
/// time: the first link presents it (or finds one of its type already on the path, such as the
/// sign-up a signed-out app starts with), later links wait for that same flow, and all learn
/// together whether it succeeded.
///
/// The flow belongs to the gate, not to the open that presented it: cancelling any one waiting
/// open — the presenting one included — only lets that open go. The flow is dismissed when the
/// last waiting open is cancelled, so cancelling every stream still dismisses what they opened.
/// A flow the gate did not present (found on the path) is never dismissed by it.
@MainActor
final class SuspensionGate {
    /// The name of the flow being waited on, or `nil` when none is.
    private(set) var shownFlow: String?
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter = 0
    /// Dismisses the flow the gate presented; `nil` when it presented none.
    private var presentation: PresentationBox?
    /// Follows a flow found on the path until it leaves it.
    private var observation: ObservationToken?
    /// The outcome of a flow that ended before any link waited for it: one that finished as it was
    /// presented. The link that presented it waits next and takes it; without it, that link would
    /// wait for a flow that already ended.
    private var settledOutcome: Bool?

    /// Presents `flow` for the links that wait here; `outcome` turns its final output (`nil` when
    /// dismissed) into whether they may continue.
    func present<State, Action, Output>(
        _ flow: Flow<State, Action, Output>, in context: RoutingContext, outcome: @escaping (Output?) -> Bool
    ) {
        shownFlow = flow.name
        settledOutcome = nil
        presentation = context.show(flow) { [weak self] output in
            self?.finish(passed: outcome(output))
        }
    }

    /// Waits for `flow`, already on the path, to leave it; `outcome` then says whether links may continue.
    func follow(_ flow: FlowHandle, in context: RoutingContext, outcome: @escaping () -> Bool) {
        shownFlow = flow.name
        let id = flow.id
        // Ends the wait, rejected, if the navigator goes away with the flow still on its path.
        let end = PresentationEnd<Bool> { [weak self] passed in self?.finish(passed: passed ?? false) }
        observation = context.navigator.observe { [weak navigator = context.navigator] _ in
            guard let navigator, !navigator.activeFlows.contains(where: { $0.id == id }) else { return }
            end.finish(outcome())
        }
    }

    /// Waits until the flow ends; `true` if it succeeded. A cancelled task stops waiting with `false`.
    func wait() async -> Bool {
        if let outcome = settledOutcome {
            settledOutcome = nil
            return outcome
        }
        let id = nextWaiter
        nextWaiter += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                waiters[id] = continuation
                if Task.isCancelled { stopWaiting(id) }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    /// Ends the wait and tells every waiting link whether the flow succeeded.
    private func finish(passed: Bool) {
        shownFlow = nil
        presentation = nil
        observation?.cancel()
        observation = nil
        let waiting = waiters
        waiters = [:]
        if waiting.isEmpty { settledOutcome = passed }
        for id in waiting.keys.sorted() { waiting[id]?.resume(returning: passed) }
    }

    /// Lets one waiting link go, rejected, because its task was cancelled; the last one to go
    /// dismisses the flow the gate presented (one found on the path stays).
    private func stopWaiting(_ id: Int) {
        guard let continuation = waiters.removeValue(forKey: id) else { return }
        if waiters.isEmpty, shownFlow != nil {
            if let presentation {
                presentation.dismiss()
            } else {
                observation?.cancel()
                observation = nil
            }
            finish(passed: false)
        }
        continuation.resume(returning: false)
    }
}
