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
    /// The same decision without suspending, for ``RoutingHub/perform(_:params:exts:)``; `nil`
    /// for interceptors that may suspend.
    let synchronousDecision: (@MainActor (RouteRequest) -> InterceptorDecision)?

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
        self.synchronousDecision = nil
    }

    /// An interceptor that decides at once, without suspending (analytics, attribution, kill switches).
    ///
    /// It runs for ``RoutingHub/open(_:params:exts:)-(String,_,_)`` like any other, and — unlike
    /// one that may suspend — also for ``RoutingHub/perform(_:params:exts:)``, so adding it
    /// globally keeps synchronous actions performable.
    ///
    /// ```swift
    /// hub.addInterceptor(.synchronous("analytics") { request in
    ///     analytics.track(request.url)
    ///     return .proceed
    /// })
    /// ```
    public static func synchronous(
        _ name: String, decide: @escaping @MainActor (RouteRequest) -> InterceptorDecision
    ) -> RouteInterceptor {
        RouteInterceptor(name: name, intercept: { request, _ in decide(request) }, synchronousDecision: decide)
    }

    private init(
        name: String, intercept: @escaping @MainActor (RouteRequest, RoutingContext) async -> InterceptorDecision,
        synchronousDecision: (@MainActor (RouteRequest) -> InterceptorDecision)?
    ) {
        self.name = name
        self.intercept = intercept
        self.synchronousDecision = synchronousDecision
    }

    /// An interceptor that suspends the link behind a flow (e.g. sign-in) when `isSatisfied` is false.
    ///
    /// When the condition does not hold, it presents the flow `make` builds and waits: if the
    /// flow finishes with an output `succeeded` accepts, the original route resumes; if the flow is
    /// dismissed or its output is refused, the link is rejected with `reason`. Links that arrive
    /// while the flow is shown wait for that same flow rather than stacking another one, and all
    /// of them resume (or are rejected) when it ends. A flow of the same type already on the path
    /// (the sign-up a signed-out app starts with) counts as shown: the link waits for it to leave
    /// the path and then checks `isSatisfied` again, instead of presenting a second one.
    ///
    /// Cancelling one waiting open lets only that open go, even the one that presented the flow;
    /// the flow stays for the others and is dismissed when the last waiting open is cancelled.
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
        let gate = SuspensionGate()
        return RouteInterceptor(name) { request, context in
            guard !isSatisfied() else { return .proceed }
            let link = DeepLinkError.quoted(request.url.description)
            // A cancelled open neither presents nor waits.
            guard !Task.isCancelled else { return .reject(reason) }
            if let shown = gate.shownFlow {
                context.record("\(name) suspended \(link) behind the \(shown) already shown")
            } else if let onPath = context.navigator.activeFlows.first(where: {
                $0.flow(as: Flow<State, Action, Output>.self) != nil
            }) {
                context.record("\(name) suspended \(link) behind the \(onPath.name) already on the path")
                gate.follow(onPath, in: context, outcome: isSatisfied)
            } else {
                let flow = make()
                context.record("\(name) suspended \(link) for \(flow.name)")
                gate.present(flow, in: context) { output in output.map(succeeded) == true && isSatisfied() }
            }
            guard await gate.wait() else { return .reject(reason) }
            context.record("\(name) resumed \(link)")
            return .proceed
        }
    }
}
