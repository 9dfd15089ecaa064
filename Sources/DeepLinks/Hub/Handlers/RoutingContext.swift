import FlowCore

/// What handlers and interceptors may use while a link opens: the navigator and the event log.
///
/// ``present(_:presentation:onOutput:)`` is how an interceptor suspends a link (e.g. to sign
/// in first) and how a presenting handler waits for its flow: the flow is dismissed if the task
/// that opened the link is cancelled.
///
/// The context does not keep the navigator alive: an open waiting on a presented flow must not
/// keep the app's navigator, and through it every flow, alive after the app dropped them.
@MainActor
public struct RoutingContext {
    /// The navigator the hub is attached to.
    ///
    /// Read it only while the app holds its navigator, as every handler and interceptor does
    /// while it runs; after the app dropped the navigator, the waits of ``present(_:presentation:onOutput:)``
    /// end with `nil`.
    public var navigator: Navigator {
        guard let navigator = reference.navigator else {
            preconditionFailure(
                "RoutingContext.navigator was read after the app released its navigator; check the result of present(_:) before using the navigator again."
            )
        }
        return navigator
    }
    /// The link being opened, as given.
    public let link: DeepLinkURL
    /// Reaches the navigator without keeping it alive.
    private let reference: NavigatorReference

    /// A context for opening `link` in `navigator`.
    init(navigator: Navigator, link: DeepLinkURL) {
        self.reference = navigator.reference
        self.link = link
    }

    /// Records `message` in the navigator's event log under the category `links`.
    public func record(_ message: String) {
        reference.navigator?.record("links", message)
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
        return flow.isActive || reference.navigator?.activeFlows.contains { $0.id == id } == true
    }

    /// Presents `flow` without waiting; `onEnd` gets its final output, or `nil` if it is dismissed.
    ///
    /// The returned box dismisses it; no task's cancellation does.
    func show<State, Action, Output>(
        _ flow: Flow<State, Action, Output>, onEnd: @escaping (Output?) -> Void
    ) -> PresentationBox {
        let box = PresentationBox()
        guard let navigator = reference.navigator else {
            onEnd(nil)
            return box
        }
        navigator.record("links", "present \(flow.name) for \(DeepLinkError.quoted(link.description))")
        let end = PresentationEnd(onEnd)
        let presentation = navigator.present(flow, presentation: .present) { output in
            box.presentation = nil
            end.finish(output)
        }
        if presentation.isPresented { box.presentation = presentation }
        return box
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
        let reference = self.reference
        let link = self.link
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Output?, Never>) in
                guard let navigator = reference.navigator else { return continuation.resume(returning: nil) }
                var pending: [Output]? = []
                flow.onOutput { output in
                    if pending != nil { pending?.append(output) } else { onOutput(output) }
                }
                navigator.record("links", "present \(flow.name) for \(DeepLinkError.quoted(link.description))")
                // Resumes with `nil` if the navigator goes away without finishing the flow.
                let end = PresentationEnd<Output> { continuation.resume(returning: $0) }
                box.presentation = navigator.present(flow, presentation: presentation) { output in
                    box.presentation = nil
                    end.finish(output)
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

/// Ends a wait for a presented flow exactly once: with its output, or with `nil` when the
/// navigator lets go of the presentation without finishing it (the app dropped the navigator).
///
/// The navigator's completion closure holds the only reference, so releasing that closure
/// releases this object, whose deinitializer then ends the wait.
@MainActor
final class PresentationEnd<Output> {
    private var onEnd: ((Output?) -> Void)?

    init(_ onEnd: @escaping (Output?) -> Void) { self.onEnd = onEnd }

    /// Ends the wait with `output`; later calls do nothing.
    func finish(_ output: Output?) {
        let end = onEnd
        onEnd = nil
        end?(output)
    }

    isolated deinit { finish(nil) }
}
