import DeepLinks
import FlowCore

/// What one plugin adds to a flow: screens, deep links, list items and views.
///
/// A plugin fills this in its contributions closure. Every closure it hands over may throw:
/// a throw turns the plugin off, is written to the event log, and the flow carries on.
///
/// ```swift
/// Plugin<PaymentsState>("coupons", flag: "coupons") { plugin in
///     plugin.addListItems(to: "payment-methods", order: 1_000) { _, context in
///         [ListItem(id: "coupons", title: "Coupons") { context.perform { try $0.setStorage("", for: "entry") } }]
///     }
///     plugin.addRoute("coupon entry", at: .before("payment methods"), when: { $0.plugins["coupons", "entry"] != nil }) {
///         state, context in
///         CouponEntryScreen(apply: { code in context.perform { try apply(code, $0) } })
///     }
/// }
/// ```
///
/// A plugin's screens and items act through the ``PluginContext`` they are given: it changes
/// only what the flow declared, and a throw inside ``PluginContext/perform(_:)`` turns the
/// plugin off. The flow's own actions stay the flow's.
/// ```
public struct PluginContributions<State> {
    struct Route {
        var name: String
        var position: RoutePosition
        var presentation: Presentation
        var condition: (State) throws -> Bool
        var render: (State, PluginContext<State>) -> any Screen
    }

    struct Link {
        /// The path with its first segment as the host, e.g. `payments/coupons/:code`.
        var pattern: String
        var apply: @MainActor (inout State, RouteRequest) throws -> Void
    }

    struct Items {
        var list: String
        var order: Int
        var items: (State, PluginContext<State>) throws -> [ListItem]
    }

    struct View {
        var slot: String
        var order: Int
        var view: (State) throws -> SlotView?
    }

    var routes: [Route] = []
    var links: [Link] = []
    var items: [Items] = []
    var views: [View] = []

    init() {}

    /// Adds a route that shows `screen` when `condition` holds, at `position` in the flow's router.
    ///
    /// The rule is named `<plugin id>: <name>` in the router, paths and logs. `screen` gets the
    /// state and the plugin's ``PluginContext``, which its closures use to act.
    public mutating func addRoute<Rendered: Screen>(
        _ name: String,
        at position: RoutePosition,
        presentation: Presentation = .push,
        when condition: @escaping (State) throws -> Bool,
        screen: @escaping (State, PluginContext<State>) -> Rendered
    ) {
        routes.append(
            Route(
                name: name, position: position, presentation: presentation, condition: condition,
                render: { screen($0, $1) }))
    }

    /// Adds a deep link under the flow's declared link prefix; opening it through the app's `RoutingHub` runs `apply`.
    ///
    /// `pattern` is a route pattern without its scheme, starting with the flow's prefix, e.g.
    /// `payments/coupons/:code`; ``PluginRegistry/routeLinks(of:points:through:groups:opening:)``
    /// registers it as `ride://payments/coupons/:code` for each of the hub's schemes. `apply`
    /// changes the flow's state with the request's typed values; a throw fails the link (the
    /// open's stream reports it), not the plugin.
    ///
    /// ```swift
    /// plugin.addDeepLink("payments/coupons/:code") { state, request in
    ///     state.plugins["coupons", "entry"] = try request.value("code", as: String.self)
    /// }
    /// ```
    public mutating func addDeepLink(
        _ pattern: String, apply: @escaping @MainActor (inout State, RouteRequest) throws -> Void
    ) {
        links.append(Link(pattern: pattern, apply: apply))
    }

    /// Adds items, computed from the state, to the screen list named `list`.
    ///
    /// The screen's own items have the order keys 0, 1, 2, …; an item with order key `k` goes
    /// after every screen item whose key is at most `k`. Plugins with the same key are ordered by id.
    /// The items' closures act through the plugin's ``PluginContext``.
    public mutating func addListItems(
        to list: String, order: Int, _ items: @escaping (State, PluginContext<State>) throws -> [ListItem]
    ) {
        self.items.append(Items(list: list, order: order, items: items))
    }

    /// Puts a view, computed from the state (or `nil` for none), in the screen slot named `slot`.
    public mutating func addView(to slot: String, order: Int = 0, _ view: @escaping (State) throws -> SlotView?) {
        views.append(View(slot: slot, order: order, view: view))
    }

    /// The plugin points these contributions use, in the order they were added.
    var points: [PluginPoint] {
        var points: [PluginPoint] = routes.map { .route($0.position) }
        points += links.map { .deepLink($0.pattern) }
        points += items.map { .list($0.list) }
        points += views.map { .slot($0.slot) }
        return points
    }

    /// A short summary for the event log, e.g. `1 route, 1 list item source, 1 event handler`.
    var summary: String {
        let counts = [
            (routes.count, "route"), (links.count, "deep link"), (items.count, "list item source"),
            (views.count, "view"),
        ]
        let parts = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
