import FlowCore

/// What a route does once its link has passed the interceptors: change a flow's state, present
/// a flow, or run an action with no screen.
///
/// ```swift
/// try hub.register("ride://payments/methods", .present { _ in PaymentsFlow.make(service: methods) })
/// try hub.register("ride://home/ride", .apply(to: home) { _, home in home.update { $0.destination = .ride } })
/// hub.registerAction("share") { request in try request.value("text", as: String.self).count }
/// ```
@MainActor
public struct RouteHandler {
    /// Reports states to the open's stream.
    typealias Emit = @MainActor (RoutingState) -> Void

    /// Runs the route; emits `started` and any `produced`, returns when the route is done.
    let perform: @MainActor (RouteRequest, RoutingContext, _ emit: @escaping Emit) async throws -> Void

    /// A handler that applies the route as a state change through the navigator.
    ///
    /// The stream reports `started` once the change is routed, then `completed`.
    ///
    /// ```swift
    /// .apply { request, navigator in navigator.back(to: .screen("home")) }
    /// ```
    public static func apply(_ change: @escaping @MainActor (RouteRequest, Navigator) throws -> Void) -> RouteHandler {
        RouteHandler { request, context, emit in
            try change(request, context.navigator)
            context.navigator.flush()
            emit(.started)
        }
    }

    /// A handler that changes the state of `flow`, which must be on the active path.
    ///
    /// The flow is held weakly; if it is gone or not active the open fails with
    /// ``DeepLinkError/Code/targetInactive``.
    ///
    /// ```swift
    /// .apply(to: home) { _, home in home.update { $0.destination = .profile } }
    /// ```
    public static func apply<State, Action, Output>(
        to flow: Flow<State, Action, Output>,
        _ change: @escaping @MainActor (RouteRequest, Flow<State, Action, Output>) throws -> Void
    ) -> RouteHandler {
        let name = flow.name
        return RouteHandler { [weak flow] request, context, emit in
            guard let flow, flow.isActive else { throw DeepLinkError.targetInactive(name, url: request.url) }
            try change(request, flow)
            context.navigator.flush()
            emit(.started)
        }
    }

    /// A handler that presents the flow `make` builds; its outputs are `produced`, its finish `completed`.
    ///
    /// A flow whose output is `Void` produces nothing; it only completes.
    ///
    /// Cancelling the task that consumes the open's stream dismisses the flow. A flow instance
    /// that is already on the path (say, one `make` kept from an earlier open) is not presented
    /// again: the open fails with ``DeepLinkError/Code/flowAlreadyOnPath``.
    ///
    /// ```swift
    /// .present { request in ProfileFlow.make(userID: try request.value("userID")) }
    /// ```
    ///
    /// - Parameters:
    ///   - presentation: how the flow enters the screen.
    ///   - make: builds a new flow for each open; it may throw to reject the link's values.
    public static func present<State, Action, Output>(
        _ presentation: Presentation = .present,
        _ make: @escaping @MainActor (RouteRequest) throws -> Flow<State, Action, Output>
    ) -> RouteHandler {
        RouteHandler { request, context, emit in
            let flow = try make(request)
            guard !context.isOnPath(flow) else {
                throw DeepLinkError.flowAlreadyOnPath(flow.name, url: request.url)
            }
            _ = await context.present(
                flow, presentation: presentation, onStart: { emit(.started) },
                onOutput: { output in
                    // A flow without output (`Void`) only finishes; it has nothing to report.
                    if Output.self != Void.self { emit(.produced(output)) }
                })
        }
    }

    /// A handler with no screen that runs synchronously and returns a value (`nil` for none).
    ///
    /// The stream reports `started`, then `produced(value)` unless it is `nil`, then `completed`.
    public static func action(_ perform: @escaping @MainActor (RouteRequest) throws -> (any Sendable)?) -> RouteHandler
    {
        RouteHandler { request, _, emit in
            emit(.started)
            if let value = try perform(request) { emit(.produced(value)) }
        }
        .withSynchronousAction(perform)
    }

    /// A handler with no screen that runs asynchronously and returns a value (`nil` for none).
    public static func asyncAction(
        _ perform: @escaping @MainActor (RouteRequest) async throws -> (any Sendable)?
    ) -> RouteHandler {
        RouteHandler { request, _, emit in
            emit(.started)
            if let value = try await perform(request) { emit(.produced(value)) }
        }
    }

    /// The action's synchronous body, for ``RoutingHub/perform(_:params:exts:)``; `nil` for other handlers.
    var synchronousAction: (@MainActor (RouteRequest) throws -> (any Sendable)?)?

    init(
        perform: @escaping @MainActor (RouteRequest, RoutingContext, _ emit: @escaping Emit) async throws -> Void,
        synchronousAction: (@MainActor (RouteRequest) throws -> (any Sendable)?)? = nil
    ) {
        self.perform = perform
        self.synchronousAction = synchronousAction
    }

    private func withSynchronousAction(_ action: @escaping @MainActor (RouteRequest) throws -> (any Sendable)?)
        -> RouteHandler
    {
        RouteHandler(perform: perform, synchronousAction: action)
    }
}
