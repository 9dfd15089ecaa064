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
    ///
    /// A route whose link cannot be printed (an empty path parameter) fails with
    /// ``DeepLinkError/Code/invalidParameter`` as the stream's last state.
    public func open<R: Route>(
        _ route: R, params: [String: String] = [:], exts: [String: any Sendable] = [:]
    ) -> AsyncStream<RoutingState> {
        do {
            return stream(.url(try route.url), params: params, exts: exts)
        } catch {
            return stream(.invalid(error), params: params, exts: exts)
        }
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
        let link = (try? route.url.description) ?? R.pattern.description
        return try await result(of: open(route, params: params, exts: exts), link: link, as: type)
    }

    /// Starts an open whose states go to `continuation`'s stream.
    private func stream(
        _ start: OpenOperation.Start, params: [String: String], exts: [String: any Sendable]
    ) -> AsyncStream<RoutingState> {
        let (stream, continuation) = AsyncStream.makeStream(of: RoutingState.self)
        let id = nextOpenID
        nextOpenID += 1
        let task = Task { @MainActor in
            let operation = OpenOperation(hub: self, params: params, exts: exts) { continuation.yield($0) }
            await operation.run(start)
            self.openTasks[id] = nil
            continuation.finish()
        }
        openTasks[id] = task
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
