import FlowCore

/// One call of `open`: parse → will-open hooks → redirects → dispatcher → match → interceptors →
/// handler, reporting each step to the stream and the event log.
@MainActor
final class OpenOperation {
    /// What the caller opened.
    enum Start {
        case text(String)
        case url(DeepLinkURL)
        /// A route value whose link could not be printed.
        case invalid(DeepLinkError)
    }

    private let hub: RoutingHub
    private let params: [String: String]
    private let exts: [String: any Sendable]
    private let emit: (RoutingState) -> Void
    /// Every link visited so far, to report loops that go through interceptors' redirects too.
    private var visited: [DeepLinkURL] = []
    /// The hub's detach count when the open started; a change means ``RoutingHub/detach()`` stopped it.
    private let detachCount: Int

    /// A pattern for links that reach a handler without matching a route (web, external, undefined).
    private static let anyLink: RoutePattern = "/*"

    init(
        hub: RoutingHub, params: [String: String], exts: [String: any Sendable],
        emit: @escaping (RoutingState) -> Void
    ) {
        self.hub = hub
        self.params = params
        self.exts = exts
        self.emit = emit
        self.detachCount = hub.detachCount
    }

    /// Opens the link; returns when the route completed, failed or was cancelled.
    func run(_ start: Start) async {
        emit(.preparing)
        let text: String
        switch start {
        case .text(let link): text = link
        case .url(let url): text = url.description
        case .invalid(let error): return fail(error)
        }
        guard hub.navigator != nil else { return fail(.routerUnavailable(text)) }
        let url: DeepLinkURL
        switch start {
        case .url(let given): url = given
        case .text(let link):
            do {
                url = try DeepLinkURL(parsing: link, limits: hub.limits)
            } catch {
                return fail(error)
            }
        case .invalid(let error): return fail(error)
        }
        record("open \(Self.quoted(url))")
        for hook in hub.willOpenHooks { hook(url) }
        await dispatch(url, link: url, params: params)
    }

    /// Redirects, dispatches, intercepts and handles `url`, the link `link` has led to, with `params` over its values.
    ///
    /// Nothing here holds the navigator across a suspension (see ``RoutingContext``).
    private func dispatch(_ url: DeepLinkURL, link: DeepLinkURL, params: [String: String]) async {
        let chain: [DeepLinkURL]
        do {
            chain = try hub.redirects.trace(url)
        } catch {
            return fail(error)
        }
        for hop in chain {
            if hop != url { record("redirect \(Self.quoted(visited.last ?? url)) -> \(Self.quoted(hop))") }
            if let error = visit(hop) { return fail(error) }
        }
        let target = chain.last ?? url
        guard let dispatcher = hub.dispatcher(for: target) else {
            return fail(.unknownScheme(target.scheme ?? "", in: target, known: hub.knownSchemes))
        }
        guard let (entry, parameters) = resolve(target, dispatcher: dispatcher) else {
            return fail(.unknownRoute(target))
        }
        record("\(dispatcher) \(Self.quoted(target)) matched \(entry.pattern)")
        guard let context = hub.navigator.map({ RoutingContext(navigator: $0, link: link) }) else {
            return fail(.routerUnavailable(link.description))
        }
        let guards = hub.guards(for: entry)
        var request = RouteRequest(
            link: link, url: target, parameters: parameters, params: params, exts: exts, groups: guards.groups)
        for interceptor in guards.interceptors {
            let decision = await interceptor.intercept(request, context)
            guard !Task.isCancelled else { return cancelled(target) }
            record("\(interceptor.name): \(decision)")
            switch decision {
            case .proceed:
                continue
            case .rewrite(let values):
                request.params.merge(values) { $1 }
            case .redirect(let next):
                do {
                    let nextURL = try DeepLinkURL(parsing: next, limits: hub.limits)
                    // The other link is opened with the values rewritten so far, as `perform` does.
                    return await dispatch(nextURL, link: link, params: request.params)
                } catch {
                    return fail(error)
                }
            case .reject(let reason):
                return fail(.rejected(by: interceptor.name, reason: reason, url: target))
            }
        }
        await handle(request, with: entry, context: context)
    }

    /// Runs the route's handler and reports its states.
    private func handle(_ request: RouteRequest, with entry: RouteEntry, context: RoutingContext) async {
        let quoted = Self.quoted(request.url)
        do {
            try await entry.handler.perform(request, context) { [weak self] state in
                guard let self else { return }
                switch state {
                case .started:
                    record("started \(quoted)")
                    emit(state)
                    for hook in hub.didOpenHooks { hook(request) }
                case .produced(let value):
                    record("\(quoted) produced \(DeepLinkError.quoted(String(describing: value)))")
                    emit(state)
                case .preparing, .completed, .failed:
                    emit(state)
                }
            }
        } catch {
            guard !Task.isCancelled else { return cancelled(request.url) }
            return fail(error as? DeepLinkError ?? .handlerFailed(request.url, entry: entry, error: error))
        }
        guard !Task.isCancelled else { return cancelled(request.url) }
        record("completed \(quoted)")
        emit(.completed)
    }

    /// The route that handles `url`, with the link's parameters, or `nil` if there is none.
    private func resolve(_ url: DeepLinkURL, dispatcher: SchemeDispatcher) -> (RouteEntry, RouteParameters)? {
        switch dispatcher.kind {
        case .native, .action:
            if let match = hub.matchRoute(url, dispatcher: dispatcher) { return match }
            guard dispatcher == .native, let handler = hub.undefinedRouteHandler else { return nil }
            record("no route matches \(Self.quoted(url)); using the undefined-route handler")
            return fallback(handler, for: url, source: .fallback("undefined-route handler"))
        case .web:
            if let match = hub.matchRoute(url), match.entry.pattern.scheme == url.scheme { return match }
            guard let handler = hub.webHandler else { return nil }
            return fallback(handler, for: url, source: .fallback("web handler"))
        case .external:
            guard let scheme = url.scheme, let opener = hub.externalSchemes[scheme] else { return nil }
            return fallback(Self.opening(with: opener), for: url, source: .fallback("external opener"))
        case .custom:
            guard let custom = hub.customDispatchers[dispatcher.name] else { return nil }
            return fallback(custom.handler, for: url, groups: custom.groups, source: .dispatcher(custom.name))
        }
    }

    /// A handler that hands the link to an external opener and reports its outcome.
    private static func opening(with opener: any ExternalLinkOpening) -> RouteHandler {
        RouteHandler { request, _, emit in
            switch await opener.open(request.url) {
            case .opened:
                emit(.started)
            case .produced(let value):
                emit(.started)
                emit(.produced(value))
            case .refused(let reason):
                throw DeepLinkError.openerRefused(request.url, reason: reason)
            }
        }
    }

    /// A route entry for a link that no pattern claims.
    private func fallback(
        _ handler: RouteHandler, for url: DeepLinkURL, groups: [String] = [], source: RouteEntry.Source
    ) -> (RouteEntry, RouteParameters) {
        var entry = RouteEntry(pattern: Self.anyLink, groups: groups, interceptors: [], handler: handler)
        entry.source = source
        return (entry, RouteParameters(url: url, pattern: Self.anyLink))
    }

    /// Remembers `url`; returns the error if it was visited before or there are too many hops.
    private func visit(_ url: DeepLinkURL) -> DeepLinkError? {
        let chain = visited.map(\.description) + [url.description]
        if visited.contains(url) { return .redirectLoop(chain) }
        visited.append(url)
        guard visited.count <= hub.redirects.maximumHops + 1 else {
            return .tooManyRedirects(chain, maximum: hub.redirects.maximumHops)
        }
        return nil
    }

    private func fail(_ error: DeepLinkError) {
        record("failed: \(error.message)")
        emit(.failed(error))
    }

    private func cancelled(_ url: DeepLinkURL) {
        guard hub.detachCount == detachCount else {
            return fail(.detached(url))
        }
        record("cancelled \(Self.quoted(url)); what it presented was dismissed")
    }

    private func record(_ message: String) {
        hub.record(message)
    }

    private static func quoted(_ url: DeepLinkURL) -> String {
        DeepLinkError.quoted(url.description)
    }
}
