import DeepLinks
import FlowCore

extension RoutingHub {
    /// Opens `link` and returns once it started, failed or completed, or once the navigator stops moving.
    ///
    /// A link can wait on the person (`requiresAuth` presents sign-up and waits), so the open is
    /// followed by a task that keeps the hub alive and passes every later state to `onState` until
    /// the link completes; this call returns when the link moved past `preparing`, or when the
    /// navigator's log stayed the same for 100 turns of the main actor.
    ///
    /// ```swift
    /// await hub.openUntilSettled("ride://profile/ada", navigator: navigator) { state in print(state) }
    /// ```
    ///
    /// - Parameters:
    ///   - link: the URL to open.
    ///   - navigator: the navigator the hub is attached to; its log tells whether anything still moves.
    ///   - onState: gets each state of the open's lifecycle stream, in order.
    public func openUntilSettled(
        _ link: String, navigator: Navigator, onState: @escaping @MainActor (RoutingState) -> Void = { _ in }
    ) async {
        let progress = LinkProgress()
        let states = open(link)
        Task { @MainActor in
            for await state in states {
                progress.states.append(state)
                onState(state)
            }
            withExtendedLifetime(self) {}
        }
        var lastCount = navigator.log.count
        var quietTurns = 0
        for _ in 0..<10_000 where !progress.hasMoved && quietTurns < 100 {
            await Task.yield()
            if navigator.log.count == lastCount {
                quietTurns += 1
            } else {
                quietTurns = 0
                lastCount = navigator.log.count
            }
        }
    }
}

/// What an open reported so far.
@MainActor
private final class LinkProgress {
    var states: [RoutingState] = []

    /// Whether the link started, failed or completed.
    var hasMoved: Bool {
        states.contains { state in
            if case .preparing = state { return false }
            return true
        }
    }
}
