import FlowCore

extension RoutingHub {
    /// Registers a route for the links `pattern` matches.
    ///
    /// ```swift
    /// try hub.register("ride://profile/:userID", groups: ["requiresAuth"], .present { request in
    ///     ProfileFlow.make(userID: try request.value("userID"))
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - pattern: e.g. `ride://profile/:userID` or `/product/:id`.
    ///   - groups: named sets the route belongs to; their interceptors run before the route's own.
    ///   - interceptors: the route's own interceptors, run last.
    ///   - prefix: a link prefix such as `payments` whose routes (`ride://payments/…` in the hub's
    ///     own schemes) lend this one their groups and interceptors, so a link a plugin adds to a
    ///     flow is guarded like the flow's own links; `nil` (the default) inherits nothing.
    ///   - handler: what the route does.
    /// A route scoped to `http` or `https` (a universal link) makes that scheme known, with or
    /// without a ``webHandler``.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns`` if a route
    ///   registered before matches exactly the same links, or ``DeepLinkError/Code/unreachableRoute``
    ///   if no link could reach the route (see ``DeepLinkError/Code/unreachableRoute``).
    public func register(
        _ pattern: RoutePattern, groups: [String] = [], interceptors: [RouteInterceptor] = [],
        inheritingGuardsUnder prefix: String? = nil, _ handler: RouteHandler
    ) throws(DeepLinkError) {
        try checkReachable(pattern)
        var entry = RouteEntry(pattern: pattern, groups: groups, interceptors: interceptors, handler: handler)
        entry.guardPrefix = prefix.map(LinkPrefix.init)
        try global.add(entry)
        noteWebScheme(of: pattern)
        let inherited = prefix.map { ", inheriting the guards of \(LinkPrefix($0))" } ?? ""
        record("registered \(pattern)\(groups.isEmpty ? "" : " in \(groups.joined(separator: ", "))")\(inherited)")
    }

    /// Registers a route that exists only while `flow` is on the active path.
    ///
    /// A flow registers the links it can handle in place (e.g. switching tabs); the routes are
    /// enabled when the flow activates, disabled when it deactivates, and dropped with the flow.
    /// When routes of several registries match a link, the most specific pattern wins
    /// (``RoutePattern/specificity(forSegmentCount:)``: a literal beats a parameter beats a
    /// wildcard, from the left); only between equally specific patterns does scope decide —
    /// the latest active flow first, then the hub's own. So a flow's `/*rest` never hides the
    /// hub's `ride://help`.
    ///
    /// ```swift
    /// try hub.register("ride://payments/methods/:id", scopedTo: payments, .apply(to: payments) { request, flow in
    ///     flow.update { $0.selected = flow.state.methods.first { $0.id == request["id"] } }
    /// })
    /// ```
    ///
    /// `prefix` works as for ``register(_:groups:interceptors:inheritingGuardsUnder:_:)``.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns`` if the flow
    ///   already registered a route that matches exactly the same links, or
    ///   ``DeepLinkError/Code/unreachableRoute`` if no link could reach the route.
    public func register<State, Action, Output>(
        _ pattern: RoutePattern, groups: [String] = [], interceptors: [RouteInterceptor] = [],
        inheritingGuardsUnder prefix: String? = nil, scopedTo flow: Flow<State, Action, Output>,
        _ handler: RouteHandler
    ) throws(DeepLinkError) {
        try checkReachable(pattern)
        let registry = registry(for: flow)
        var entry = RouteEntry(pattern: pattern, groups: groups, interceptors: interceptors, handler: handler)
        entry.guardPrefix = prefix.map(LinkPrefix.init)
        try registry.add(entry)
        noteWebScheme(of: pattern)
        record("registered \(pattern) scoped to \(flow.name)")
    }

    /// Registers an action: behaviour with no screen, opened as `action://<name>`.
    ///
    /// The action runs synchronously and returns a value (`nil` for none), which the stream
    /// reports as `produced`; ``perform(_:params:exts:)`` also calls it without a stream.
    ///
    /// ```swift
    /// try hub.registerAction("fare") { request in try request.value("km", as: Int.self) * 2 }
    /// let fare = try hub.perform("action://fare?km=7")  // 14
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns`` if the
    ///   action exists, or ``DeepLinkError/Code/invalidPattern`` if the name is not a valid host.
    public func registerAction(
        _ name: String, groups: [String] = [], interceptors: [RouteInterceptor] = [],
        perform: @escaping @MainActor (RouteRequest) throws -> (any Sendable)?
    ) throws(DeepLinkError) {
        try register(
            RoutePattern(parsing: "action://\(name)"), groups: groups, interceptors: interceptors, .action(perform))
    }

    /// Registers an asynchronous action, opened as `action://<name>`.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns`` or
    ///   ``DeepLinkError/Code/invalidPattern``.
    public func registerAsyncAction(
        _ name: String, groups: [String] = [], interceptors: [RouteInterceptor] = [],
        perform: @escaping @MainActor (RouteRequest) async throws -> (any Sendable)?
    ) throws(DeepLinkError) {
        try register(
            RoutePattern(parsing: "action://\(name)"), groups: groups, interceptors: interceptors,
            .asyncAction(perform))
    }

    /// Adds an interceptor that runs for every link, before group and route interceptors.
    public func addInterceptor(_ interceptor: RouteInterceptor) {
        globalInterceptors.append(interceptor)
    }

    /// Adds an interceptor for the routes of `group` (e.g. `requiresAuth`).
    public func addInterceptor(_ interceptor: RouteInterceptor, toGroup group: String) {
        groupInterceptors[group, default: []].append(interceptor)
    }

    /// The patterns that can be matched now: those of active flows first, then the hub's own.
    public var activePatterns: [RoutePattern] {
        activeRegistries.flatMap(\.patterns)
    }

    /// The registries to search, in order: enabled scoped ones (latest first), then the hub's own.
    var activeRegistries: [RouteRegistry] {
        scopedOrder.reversed().compactMap { scoped[$0] }.filter { $0.isEnabled && $0.isAlive() } + [global]
    }

    /// The registry scoped to `flow`, created (and tied to its activation) on first use.
    private func registry<State, Action, Output>(for flow: Flow<State, Action, Output>) -> RouteRegistry {
        let id = ObjectIdentifier(flow)
        if let existing = scoped[id], existing.isAlive() { return existing }
        let registry = RouteRegistry(owner: flow.name, isEnabled: flow.isActive) { [weak flow] in flow != nil }
        scoped[id] = registry
        scopedOrder.removeAll { $0 == id }
        scopedOrder.append(id)
        let name = flow.name
        flow.onActivate { [weak self, weak registry] in
            guard let registry else { return }
            registry.isEnabled = true
            self?.record("routes of \(name) enabled (\(registry.count))")
        }
        flow.onDeactivate { [weak self, weak registry] in
            guard let registry else { return }
            registry.isEnabled = false
            self?.record("routes of \(name) disabled (\(registry.count))")
        }
        purgeReleasedRegistries()
        return registry
    }

    /// Drops the registries of flows that no longer exist.
    private func purgeReleasedRegistries() {
        for (id, registry) in scoped where !registry.isAlive() {
            scoped[id] = nil
            scopedOrder.removeAll { $0 == id }
        }
    }
}
