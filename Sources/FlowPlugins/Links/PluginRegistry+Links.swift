import DeepLinks
import FlowCore

extension PluginRegistry {
    /// Routes the plugins' deep links through the app's hub, under the flow's declared link prefix.
    ///
    /// Each link a plugin adds with ``PluginContributions/addDeepLink(_:apply:)`` (e.g.
    /// `payments/coupons/:code`) becomes a hub route for each of the hub's own schemes
    /// (`ride://payments/coupons/:code`), so it goes through DeepLinks' strict parser, redirects,
    /// `RouteTable` precedence, the interceptors, the lifecycle stream and the log.
    ///
    /// The links are guarded like the flow's own by default: they join the groups, and run the
    /// interceptors, of the hub's routes under the flow's link prefix (if `ride://payments/methods`
    /// is in `requiresAuth`, a signed-out rider's coupon link waits behind sign-up too), plus
    /// `groups`. Pass `guards: .onlyListedGroups` to opt out. Then:
    ///
    /// - while a flow these plugins are attached to is on the path, the link applies to it in
    ///   place (a route scoped to that flow, matched before the hub's own);
    /// - otherwise the hub presents the flow `makeFlow` builds (which attaches the plugins
    ///   through this registry), with the plugin's change applied to its state, and the stream
    ///   reports `started`, the flow's output and `completed`, as for the app's own links;
    /// - while the plugin is off, the stream fails (`featureOff`) with a
    ///   ``PluginError/Code/pluginOff`` message naming the plugin and its flag; when the plugin
    ///   failed as `makeFlow` attached it, the stream fails the same way with the failure's message,
    ///   and the flow is not presented.
    ///
    /// ```swift
    /// let hub = try RideLinks.makeHub(attachedTo: navigator)
    /// try registry.routeLinks(of: [CouponsPlugin.make()], points: PaymentsFlow.pluginPoints, through: hub) { _ in
    ///     registry.attach([CouponsPlugin.make()], to: PaymentsFlow.make(service: methods), points: PaymentsFlow.pluginPoints)
    /// }
    /// for await state in hub.open("ride://payments/coupons/RIDE10") { print(state) }
    /// ```
    ///
    /// Plugins whose contributions throw, or whose links fall outside the prefix, add no routes;
    /// ``attach(_:to:points:)`` reports them.
    ///
    /// - Parameters:
    ///   - plugins: the plugins `makeFlow` attaches.
    ///   - points: the flow's plugin points; their deep-link prefix bounds the links.
    ///   - hub: the app's hub; held weakly.
    ///   - groups: hub groups the links join besides the inherited ones, e.g. `marketing`.
    ///   - guards: whether the links inherit the flow's guards (``PluginLinkGuards/inheritedFromFlow``,
    ///     the default) or run only those of `groups` (``PluginLinkGuards/onlyListedGroups``).
    ///   - makeFlow: builds the flow to present when none is on the path.
    /// - Throws: `DeepLinkError` with code `conflictingPatterns` when the
    ///   hub already has a route matching exactly the same links.
    public func routeLinks<State, Action, Output>(
        of plugins: [Plugin<State>], points: PluginPoints<State>, through hub: RoutingHub, groups: [String] = [],
        guards: PluginLinkGuards = .inheritedFromFlow,
        opening makeFlow: @escaping @MainActor (RouteRequest) throws -> Flow<State, Action, Output>
    ) throws(DeepLinkError) {
        if !hubs.contains(where: { $0.hub.hub === hub }) {
            hubs.append((WeakHub(hub: hub), groups, guards))
            for attachment in attachments { attachment.connect(hub, groups: groups, guards: guards) }
        }
        for plugin in plugins.sorted(by: { $0.id < $1.id }) {
            var contributions = PluginContributions<State>()
            guard (try? plugin.contribute(&contributions)) != nil, let prefix = points.deepLinkPrefix else { continue }
            for link in contributions.links where link.pattern.hasPrefix(prefix) {
                for scheme in hub.nativeSchemes.sorted() {
                    let pattern = try Self.hubPattern(link.pattern, scheme: scheme)
                    try hub.register(
                        pattern, groups: groups, inheritingGuardsUnder: guards.inheritedPrefix(prefix),
                        .present { request in
                            if let reason = self.offReason(for: plugin) {
                                throw PluginError.linkRefusal(
                                    request.link.description, plugin: plugin.id, gate: plugin.gate, reason: reason)
                            }
                            let flow = try makeFlow(request)
                            // A plugin that failed as `makeFlow` attached it (an undefined flag, a throwing
                            // contributions closure) would leave the flow without what the link is for.
                            if let failure = self.failure(of: plugin.id, attachedTo: flow) {
                                throw PluginError.linkRefusal(request.link.description, failed: failure)
                            }
                            var state = flow.state
                            try link.apply(&state, request)
                            flow.update { $0 = state }
                            return flow
                        })
                }
            }
        }
    }

    /// Why the plugin `id` failed in the attachment of `flow`, or `nil` when it did not fail there (or is not attached to it).
    private func failure(of id: String, attachedTo flow: AnyObject) -> PluginError? {
        let attachment = attachments.last { $0.flowID == ObjectIdentifier(flow) }
        if case .failed(let failure)? = attachment?.status(of: id) { return failure }
        return nil
    }

    /// The hub pattern of a plugin link: `payments/coupons/:code` with `ride` is `ride://payments/coupons/:code`.
    static func hubPattern(_ pattern: String, scheme: String) throws(DeepLinkError) -> RoutePattern {
        try RoutePattern(parsing: "\(scheme)://\(pattern)")
    }
}
