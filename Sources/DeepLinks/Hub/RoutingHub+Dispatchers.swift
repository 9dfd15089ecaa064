extension RoutingHub {
    /// A dispatcher an app registered: its name, groups and handler.
    struct CustomDispatcher {
        let name: String
        let groups: [String]
        let handler: RouteHandler
    }

    /// Registers a dispatcher of the app's own for every link of `schemes` or of `hosts`.
    ///
    /// The dispatcher's links go through the same steps as any other — redirects, the global
    /// and group interceptors, the `preparing` … `completed`/`failed` stream and cancellation —
    /// and then to `handler` instead of a route. A host dispatcher takes links of any scheme
    /// the hub knows (except `action://`) whose host is one of `hosts`, before the scheme's own
    /// dispatcher does; registering one makes `http` and `https` known, so universal links to
    /// its hosts reach it without a ``webHandler``. Use ``RouteHandler/dispatching(_:)`` to hand
    /// the link to another container, such as a Flutter engine or a mini-program runtime.
    ///
    /// Registering a second dispatcher under a name already used, a scheme that already has a
    /// dispatcher, or a host that has a dispatcher or routes of its own (which it would make
    /// unreachable) is a programmer error and stops with a precondition failure.
    ///
    /// ```swift
    /// hub.registerDispatcher("flutter", schemes: ["flutter"], hosts: ["flutter.ride.example"], .dispatching { request, _, progress in
    ///     try await flutterEngine.push(route: request.url.path)
    ///     progress.started()
    ///     progress.produced(try await flutterEngine.result())
    /// })
    /// ```
    ///
    /// - Parameters:
    ///   - name: names the dispatcher in the event log and ``SchemeDispatcher/custom(_:)``.
    ///   - schemes: schemes (any case) the dispatcher takes; none may have a dispatcher already.
    ///   - hosts: hosts (any case) the dispatcher takes.
    ///   - groups: groups whose interceptors apply, e.g. `requiresAuth`.
    ///   - handler: what the dispatcher does with each link.
    public func registerDispatcher(
        _ name: String, schemes: Set<String> = [], hosts: Set<String> = [], groups: [String] = [],
        _ handler: RouteHandler
    ) {
        precondition(!schemes.isEmpty || !hosts.isEmpty, "Dispatcher '\(name)' needs at least one scheme or host.")
        precondition(
            customDispatchers[name] == nil,
            "A dispatcher named '\(name)' is already registered, and registering another would silently replace it; give the new dispatcher another name."
        )
        for scheme in schemes.map({ $0.lowercased() }) {
            precondition(
                dispatcher(for: scheme) == nil && scheme != "http" && scheme != "https",
                "The scheme '\(scheme)' already has a dispatcher, so dispatcher '\(name)' cannot take it.")
            customSchemes[scheme] = name
        }
        for host in hosts.map({ $0.lowercased() }) {
            precondition(
                customHosts[host] == nil, "The host '\(host)' already has dispatcher '\(customHosts[host] ?? "")'.")
            precondition(
                !hasRoutes(onHost: host),
                "The host '\(host)' has routes registered, which dispatcher '\(name)' would make unreachable; remove those routes or give the dispatcher another host."
            )
            customHosts[host] = name
        }
        if !hosts.isEmpty { routedWebSchemes.formUnion(["http", "https"]) }
        customDispatchers[name] = CustomDispatcher(name: name, groups: groups, handler: handler)
        record("dispatcher \(name) registered (\((schemes.sorted() + hosts.sorted()).joined(separator: ", ")))")
    }

    /// Hands links of `schemes` to `opener`, which reports what happened (see ``ExternalOpenOutcome``).
    ///
    /// ```swift
    /// hub.registerExternalSchemes(["partnerpay"], opener: PartnerOpener())
    /// ```
    public func registerExternalSchemes(_ schemes: Set<String>, opener: any ExternalLinkOpening) {
        for scheme in schemes.map({ $0.lowercased() }) {
            precondition(
                !nativeSchemes.contains(scheme) && !["action", "http", "https"].contains(scheme)
                    && customSchemes[scheme] == nil,
                "The scheme '\(scheme)' already has a dispatcher, so it cannot be external.")
            externalSchemes[scheme] = opener
        }
    }

    /// Hands links of `schemes` (e.g. `mailto`, `tel`, a partner app's scheme) to an opener that answers yes or no.
    public func registerExternalSchemes(_ schemes: Set<String>, opener: any SystemURLOpening) {
        registerExternalSchemes(schemes, opener: BooleanOpener(opener: opener))
    }

    /// The dispatcher for `url`: a host dispatcher, else the one for its scheme; `nil` if none handles it.
    public func dispatcher(for url: DeepLinkURL) -> SchemeDispatcher? {
        if url.scheme != "action", let host = url.host, let name = customHosts[host],
            url.scheme == nil || dispatcher(for: url.scheme) != nil
        {
            return .custom(name)
        }
        return dispatcher(for: url.scheme)
    }
}
