import FlowCore

/// What handlers and interceptors may use while a link opens: the navigator and the event log.
///
/// ``present(_:presentation:onOutput:)`` is how an interceptor suspends a link (e.g. to sign
/// in first) and how a presenting handler waits for its flow: the flow is dismissed if the task
/// that opened the link is cancelled.
@MainActor
public struct RoutingContext {
    /// The navigator the hub is attached to.
    public let navigator: Navigator
    /// The link being opened, as given.
    public let link: DeepLinkURL

    /// Records `message` in the navigator's event log under the category `links`.
    public func record(_ message: String) {
        navigator.record("links", message)
    }

    /// Presents `flow` and waits until it finishes (its output) or is dismissed (`nil`).
    ///
    /// Cancelling the waiting task dismisses the flow.
    ///
    /// ```swift
    /// let result = await context.present(OnboardingFlow.make(service: verifier))
    /// return result == nil ? .reject("sign-in was cancelled") : .proceed
    /// ```
    ///
    /// - Parameters:
    ///   - flow: a flow that is not on the path yet.
    ///   - presentation: how it enters the screen.
    ///   - onOutput: receives every output the flow emits, the final one included.
    /// - Returns: the flow's final output, or `nil` if it was dismissed first or was already on
    ///   the path (a flow instance is shown once; the event log says so).
    public func present<State, Action, Output>(
        _ flow: Flow<State, Action, Output>,
        presentation: Presentation = .present,
        onOutput: @escaping (Output) -> Void = { _ in }
    ) async -> Output? {
        guard !isOnPath(flow) else {
            record(
                "not presenting \(flow.name) for \(DeepLinkError.quoted(link.description)): it is already on the path")
            return nil
        }
        return await present(flow, presentation: presentation, onStart: {}, onOutput: onOutput)
    }

    /// Whether `flow` is on the navigator's path already, so presenting it again is not allowed.
    func isOnPath<State, Action, Output>(_ flow: Flow<State, Action, Output>) -> Bool {
        let id = flow.handle.id
        return flow.isActive || navigator.activeFlows.contains { $0.id == id }
    }

    /// Presents `flow`, calls `onStart` once it is on the path, and waits until it finishes or is dismissed.
    ///
    /// Outputs emitted while presenting (a flow that finishes at once) reach `onOutput` after `onStart`.
    func present<State, Action, Output>(
        _ flow: Flow<State, Action, Output>,
        presentation: Presentation,
        onStart: @escaping () -> Void,
        onOutput: @escaping (Output) -> Void
    ) async -> Output? {
        guard !Task.isCancelled else { return nil }
        let box = PresentationBox()
        let navigator = self.navigator
        let link = self.link
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Output?, Never>) in
                var pending: [Output]? = []
                flow.onOutput { output in
                    if pending != nil { pending?.append(output) } else { onOutput(output) }
                }
                navigator.record("links", "present \(flow.name) for \(DeepLinkError.quoted(link.description))")
                box.presentation = navigator.present(flow, presentation: presentation) { output in
                    box.presentation = nil
                    continuation.resume(returning: output)
                }
                onStart()
                for output in pending ?? [] { onOutput(output) }
                pending = nil
                if Task.isCancelled { box.dismiss() }
            }
        } onCancel: {
            Task { @MainActor in box.dismiss() }
        }
    }
}

/// Holds the presentation an open made, so that cancelling the open can dismiss it.
@MainActor
final class PresentationBox: Sendable {
    var presentation: FlowPresentation?

    /// Dismisses the presented flow if it is still shown.
    func dismiss() {
        guard let presentation, presentation.isPresented else { return }
        self.presentation = nil
        presentation.dismiss()
    }
}
