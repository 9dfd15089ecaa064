import FlowCore

extension RoutingHub {
    /// Opens a link and reports its life as a stream of ``RoutingState``s.
    ///
    /// The stream never throws: a failure is its last element, `.failed(error)`, so a consumer
    /// sees every step in one loop. Work starts at once; cancelling the task that consumes the
    /// stream (or dropping the stream) stops the open and dismisses what it presented.
    ///
    /// ```swift
    /// for await state in hub.open("ride://profile/ada", params: ["tab": "rides"]) {
    ///     print(state)
    /// }
    /// // preparing
    /// // started
    /// // completed
    /// ```
    ///
    /// - Parameters:
    ///   - link: untrusted text, parsed with ``limits``.
    ///   - params: values that win over the link's path parameters and query items.
    ///   - exts: values that are not text, such as callbacks or models.
    /// - Returns: `preparing`, then `started`, zero or more `produced`, and `completed` — or
    ///   `failed` with ``DeepLinkError/Code/routerUnavailable``, ``DeepLinkError/Code/invalidURL``,
    ///   ``DeepLinkError/Code/redirectLoop``, ``DeepLinkError/Code/unknownScheme``,
    ///   ``DeepLinkError/Code/unknownRoute``, ``DeepLinkError/Code/rejected`` or a handler's error.
    public func open(
        _ link: String, params: [String: String] = [:], exts: [String: any Sendable] = [:]
    ) -> AsyncStream<RoutingState> {
        stream(.text(link), params: params, exts: exts)
    }

    /// Opens a parsed link; see ``open(_:params:exts:)-(String,_,_)``.
    public func open(
        _ url: DeepLinkURL, params: [String: String] = [:], exts: [String: any Sendable] = [:]
    ) -> AsyncStream<RoutingState> {
        stream(.url(url), params: params, exts: exts)
    }

    /// Opens a route value through its link; see ``open(_:params:exts:)-(String,_,_)``.
    ///
    /// ```swift
    /// for await state in hub.open(ProfileRoute(userID: "ada")) { print(state) }
    /// ```
    public func open<R: Route>(
        _ route: R, params: [String: String] = [:], exts: [String: any Sendable] = [:]
    ) -> AsyncStream<RoutingState> {
        stream(.url(route.url), params: params, exts: exts)
    }

    /// Opens a link and returns the last value it produced once it completes ("open a page and get its result back").
    ///
    /// ```swift
    /// let selection = try await hub.open("ride://payments/methods", as: PaymentSelection.self)
    /// ```
    ///
    /// - Returns: the last value produced, or `nil` if the route completed without one (e.g. its flow was dismissed).
    /// - Throws: the ``DeepLinkError`` the open failed with;
    ///   ``DeepLinkError/Code/unexpectedOutput`` if a value is not an `Output`; or
    ///   ``DeepLinkError/Code/cancelled`` if the calling task was cancelled (what the open presented is dismissed).
    public func open<Output: Sendable>(
        _ link: String, params: [String: String] = [:], exts: [String: any Sendable] = [:], as type: Output.Type
    ) async throws(DeepLinkError) -> Output? {
        try await result(of: open(link, params: params, exts: exts), link: link, as: type)
    }

    /// Opens a route value and returns the last value it produced; see ``open(_:params:exts:as:)-(String,_,_,_)``.
    ///
    /// - Throws: as ``open(_:params:exts:as:)-(String,_,_,_)``.
    public func open<R: Route, Output: Sendable>(
        _ route: R, params: [String: String] = [:], exts: [String: any Sendable] = [:], as type: Output.Type
    ) async throws(DeepLinkError) -> Output? {
        try await result(of: open(route, params: params, exts: exts), link: route.url.description, as: type)
    }

    /// Runs an action registered with ``registerAction(_:groups:interceptors:perform:)`` synchronously and returns its value.
    ///
    /// Interceptors may suspend, so an action that any interceptor applies to must be opened with
    /// ``open(_:params:exts:)-(String,_,_)`` instead.
    ///
    /// ```swift
    /// let fare = try hub.perform("action://fare?km=7") as? Int
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidURL``,
    ///   ``DeepLinkError/Code/redirectLoop``, ``DeepLinkError/Code/unknownRoute`` (not an
    ///   action), ``DeepLinkError/Code/rejected`` (an interceptor applies), or the action's error.
    @discardableResult
    public func perform(
        _ link: String, params: [String: String] = [:], exts: [String: any Sendable] = [:]
    ) throws(DeepLinkError) -> (any Sendable)? {
        let url = try redirects.resolve(DeepLinkURL(parsing: link, limits: limits))
        guard url.scheme == "action",
            let (entry, parameters) = matchRoute(url),
            let action = entry.handler.synchronousAction
        else {
            throw .unknownRoute(url)
        }
        let interceptors =
            globalInterceptors + entry.groups.flatMap { groupInterceptors[$0] ?? [] } + entry.interceptors
        if let first = interceptors.first {
            throw .rejected(
                by: first.name,
                reason: "it may suspend, so the action cannot run synchronously; open it with hub.open(_:)",
                url: url)
        }
        let request = RouteRequest(
            link: url, url: url, parameters: parameters, params: params, exts: exts, groups: entry.groups)
        record("perform \(DeepLinkError.quoted(url.description))")
        do {
            return try action(request)
        } catch {
            throw error as? DeepLinkError ?? .handlerFailed(url, pattern: entry.pattern, error: error)
        }
    }

    /// Starts an open whose states go to `continuation`'s stream.
    private func stream(
        _ start: OpenOperation.Start, params: [String: String], exts: [String: any Sendable]
    ) -> AsyncStream<RoutingState> {
        let (stream, continuation) = AsyncStream.makeStream(of: RoutingState.self)
        let task = Task { @MainActor in
            let operation = OpenOperation(hub: self, params: params, exts: exts) { continuation.yield($0) }
            await operation.run(start)
            continuation.finish()
        }
        continuation.onTermination = { termination in
            if case .cancelled = termination { task.cancel() }
        }
        return stream
    }

    /// The last value of type `Output` the stream produced, once it completes.
    private func result<Output: Sendable>(
        of stream: AsyncStream<RoutingState>, link: String, as type: Output.Type
    ) async throws(DeepLinkError) -> Output? {
        var last: Output?
        for await state in stream {
            switch state {
            case .produced(let value):
                guard let value = value as? Output else {
                    throw .unexpectedOutput(link, produced: value, expected: Output.self)
                }
                last = value
            case .failed(let error):
                throw error
            case .completed:
                return last
            case .preparing, .started:
                continue
            }
        }
        throw .cancelled(link)
    }
}
