import FlowCore

/// A named check that runs before a route's handler: globally, for a group of routes, or for one route.
///
/// Interceptors run in that order — global, then each of the route's groups, then the route's
/// own — and each returns an ``InterceptorDecision``. Every decision is recorded in the
/// navigator's event log.
///
/// ```swift
/// hub.addInterceptor(RouteInterceptor("tracking") { request, _ in
///     request["utm_source"] == nil ? .proceed : .rewrite(["source": request["utm_source"]!])
/// })
/// ```
@MainActor
public struct RouteInterceptor {
    /// The interceptor's name, as shown in the event log and in ``DeepLinkError/Code/rejected`` errors.
    public let name: String
    /// Decides about a request; may suspend (await) before deciding.
    let intercept: @MainActor (RouteRequest, RoutingContext) async -> InterceptorDecision

    /// Creates an interceptor.
    ///
    /// - Parameters:
    ///   - name: names the interceptor in logs and errors.
    ///   - intercept: decides about each request; it may await, e.g. a flow shown with
    ///     ``RoutingContext/present(_:presentation:onOutput:)``.
    public init(
        _ name: String,
        intercept: @escaping @MainActor (RouteRequest, RoutingContext) async -> InterceptorDecision
    ) {
        self.name = name
        self.intercept = intercept
    }

    /// An interceptor that suspends the link behind a flow (e.g. sign-in) when `isSatisfied` is false.
    ///
    /// When the condition does not hold, it presents the flow `make` builds and waits: if the
    /// flow finishes with an output `succeeded` accepts, the original route resumes; if the flow is
    /// dismissed or its output is refused, the link is rejected with `reason`.
    ///
    /// ```swift
    /// let requiresAuth = RouteInterceptor.suspending(
    ///     "requiresAuth", unless: { accounts.current != nil },
    ///     present: { OnboardingFlow.make(service: verifier) },
    ///     rejecting: "sign-in was cancelled")
    /// ```
    ///
    /// - Parameters:
    ///   - name: names the interceptor in logs and errors.
    ///   - isSatisfied: whether the link may continue without the flow.
    ///   - make: builds a new flow each time one is needed.
    ///   - succeeded: whether the flow's output lets the link continue.
    ///   - reason: the rejection reason when the flow does not succeed.
    public static func suspending<State, Action, Output>(
        _ name: String,
        unless isSatisfied: @escaping @MainActor () -> Bool,
        present make: @escaping @MainActor () -> Flow<State, Action, Output>,
        resumingIf succeeded: @escaping @MainActor (Output) -> Bool = { _ in true },
        rejecting reason: String
    ) -> RouteInterceptor {
        RouteInterceptor(name) { request, context in
            guard !isSatisfied() else { return .proceed }
            let flow = make()
            context.record("\(name) suspended \(DeepLinkError.quoted(request.url.description)) for \(flow.name)")
            let output = await context.present(flow)
            guard let output, succeeded(output), isSatisfied() else { return .reject(reason) }
            context.record("\(name) resumed \(DeepLinkError.quoted(request.url.description))")
            return .proceed
        }
    }
}
