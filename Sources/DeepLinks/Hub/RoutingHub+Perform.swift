extension RoutingHub {
    /// Runs an action registered with ``registerAction(_:groups:interceptors:perform:)`` synchronously and returns its value.
    ///
    /// Only `action://` links reach actions. The interceptors that apply (global, group, route)
    /// run first; each must be ``RouteInterceptor/synchronous(_:decide:)``, because an
    /// interceptor that may suspend cannot run here — open such actions with
    /// ``open(_:params:exts:)-(String,_,_)`` instead. A `redirect` decision performs the other
    /// link, with loops reported as for redirects.
    ///
    /// ```swift
    /// let fare = try hub.perform("action://fare?km=7") as? Int
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidURL``,
    ///   ``DeepLinkError/Code/redirectLoop``, ``DeepLinkError/Code/unknownRoute`` (no action has
    ///   that name), ``DeepLinkError/Code/notPerformable`` (not an `action://` link, an
    ///   asynchronous action, or an interceptor that may suspend), ``DeepLinkError/Code/rejected``,
    ///   or the action's error.
    @discardableResult
    public func perform(
        _ link: String, params: [String: String] = [:], exts: [String: any Sendable] = [:]
    ) throws(DeepLinkError) -> (any Sendable)? {
        var visited: [DeepLinkURL] = []
        return try perform(DeepLinkURL(parsing: link, limits: limits), params: params, exts: exts, visited: &visited)
    }

    /// Performs `url`, having visited `visited` on the way (through redirects and interceptors).
    private func perform(
        _ url: DeepLinkURL, params: [String: String], exts: [String: any Sendable], visited: inout [DeepLinkURL]
    ) throws(DeepLinkError) -> (any Sendable)? {
        for hop in try redirects.trace(url) {
            let chain = visited.map(\.description) + [hop.description]
            if visited.contains(hop) { throw .redirectLoop(chain) }
            visited.append(hop)
            guard visited.count <= redirects.maximumHops + 1 else {
                throw .tooManyRedirects(chain, maximum: redirects.maximumHops)
            }
        }
        let target = visited.last ?? url
        guard target.scheme == "action" else {
            throw .notPerformable(target, why: "is not an 'action://' link")
        }
        guard let (entry, parameters) = matchRoute(target, dispatcher: .action) else { throw .unknownRoute(target) }
        guard let action = entry.handler.synchronousAction else {
            throw .notPerformable(target, why: "matched '\(entry.pattern)', which is not a synchronous action")
        }
        let (groups, interceptors) = guards(for: entry)
        var request = RouteRequest(
            link: url, url: target, parameters: parameters, params: params, exts: exts, groups: groups)
        if let blocking = interceptors.first(where: { $0.synchronousDecision == nil }) {
            throw .asynchronousInterceptor(blocking.name, url: target)
        }
        for interceptor in interceptors {
            guard let decide = interceptor.synchronousDecision else { continue }
            let decision = decide(request)
            record("\(interceptor.name): \(decision)")
            if case .rewrite(let values) = decision { request.params.merge(values) { $1 } }
            if case .reject(let reason) = decision {
                throw .rejected(by: interceptor.name, reason: reason, url: target)
            }
            if case .redirect(let next) = decision {
                // The other link is performed instead, with the values rewritten so far.
                let nextURL = try DeepLinkURL(parsing: next, limits: limits)
                return try perform(nextURL, params: request.params, exts: exts, visited: &visited)
            }
        }
        record("perform \(DeepLinkError.quoted(target.description))")
        do {
            return try action(request)
        } catch {
            throw error as? DeepLinkError ?? .handlerFailed(target, entry: entry, error: error)
        }
    }

}
