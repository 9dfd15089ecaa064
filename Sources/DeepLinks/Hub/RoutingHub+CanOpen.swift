extension RoutingHub {
    /// Whether a handler would take `link` now, without opening it.
    ///
    /// The link is parsed, redirected, dispatched and matched exactly as
    /// ``open(_:params:exts:)-(String,_,_)`` would do it. Interceptors do not run, so an open may
    /// still be rejected. A link that only the ``undefinedRouteHandler`` would take counts as
    /// one the hub cannot open.
    ///
    /// ```swift
    /// if hub.canOpen("ride://payments/methods") { showPaymentsShortcut() }
    /// ```
    public func canOpen(_ link: String) -> Bool {
        guard let url = try? DeepLinkURL(parsing: link, limits: limits),
            let target = try? redirects.resolve(url),
            let dispatcher = dispatcher(for: target)
        else { return false }
        switch dispatcher.kind {
        case .native, .action:
            return matchRoute(target, dispatcher: dispatcher) != nil
        case .web, .external, .custom:
            return true
        }
    }
}
