/// What a ``RouteHandler/dispatching(_:)`` body reports to the open's stream.
///
/// The hub adds `preparing` before the body runs and `completed` (or `failed`, if it throws)
/// after it returns, so a body only says when the destination is shown and what it sends back.
@MainActor
public struct DispatchProgress {
    let emit: RouteHandler.Emit
    let hasStarted: () -> Bool
    let markStarted: () -> Void

    /// The destination is shown; reported once, however often it is called.
    public func started() {
        guard !hasStarted() else { return }
        markStarted()
        emit(.started)
    }

    /// The destination sent a value back; reports `started` first if the body has not.
    public func produced(_ value: any Sendable) {
        started()
        emit(.produced(value))
    }
}

extension RouteHandler {
    /// A handler that hands the link to something outside the navigator — another UI container,
    /// a mini-program runtime — and reports its progress.
    ///
    /// The stream gets `started` when the body calls ``DispatchProgress/started()`` (or when it
    /// returns without having called it), each ``DispatchProgress/produced(_:)`` value, then
    /// `completed`; a thrown error ends it with `failed`. Cancelling the task that consumes
    /// the stream cancels the body's task, so an `await` inside it can stop early.
    ///
    /// ```swift
    /// .dispatching { request, context, progress in
    ///     let page = try await miniPrograms.launch(request.url)
    ///     progress.started()
    ///     progress.produced(await page.result)
    /// }
    /// ```
    public static func dispatching(
        _ body: @escaping @MainActor (RouteRequest, RoutingContext, DispatchProgress) async throws -> Void
    ) -> RouteHandler {
        RouteHandler { request, context, emit in
            final class Flag { var isSet = false }
            let flag = Flag()
            let progress = DispatchProgress(
                emit: emit, hasStarted: { flag.isSet }, markStarted: { flag.isSet = true })
            try await body(request, context, progress)
            progress.started()
        }
    }
}
