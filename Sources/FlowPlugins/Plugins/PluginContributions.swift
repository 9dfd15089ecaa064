import FlowCore

/// What one plugin adds to a flow: routes, deep links, list items, views and an event handler.
///
/// A plugin fills this in its contributions closure. Every closure it hands over may throw:
/// a throw turns the plugin off, is written to the event log, and the flow carries on.
///
/// ```swift
/// Plugin<PaymentsState>("coupons", flag: "coupons") { plugin in
///     plugin.addListItem(Screen.Item(id: "coupons", title: "Coupons"), to: "payment-methods", order: 1_000)
///     plugin.addRoute("coupon entry", at: .before("payment methods"), when: { $0.plugins["coupons", "entry"] != nil }) { _ in
///         Screen(id: "coupon-entry", title: "Add a coupon")
///     }
///     plugin.onEvent { context, event in
///         guard event.action == "select:coupons" else { return .unhandled }
///         try context.setStorage("open", for: "entry")
///         return .handled
///     }
/// }
/// ```
public struct PluginContributions<State> {
    struct Route {
        var name: String
        var position: RoutePosition
        var presentation: Presentation
        var condition: (State) throws -> Bool
        var render: (State) -> Screen
    }

    struct Link {
        var pattern: PluginLinkPattern
        var apply: (inout State, [String: String]) throws -> Void
    }

    struct Items {
        var list: String
        var order: Int
        var items: (State) throws -> [Screen.Item]
    }

    struct View {
        var slot: String
        var order: Int
        var view: (State) throws -> Screen.View?
    }

    var routes: [Route] = []
    var links: [Link] = []
    var items: [Items] = []
    var views: [View] = []
    var eventHandlers: [@MainActor (PluginContext<State>, ScreenEvent) throws -> EventHandling] = []

    init() {}

    /// Adds a route that shows `screen` when `condition` holds, at `position` in the flow's router.
    ///
    /// The rule is named `<plugin id>: <name>` in the router, paths and logs.
    public mutating func addRoute(
        _ name: String,
        at position: RoutePosition,
        presentation: Presentation = .push,
        when condition: @escaping (State) throws -> Bool,
        screen: @escaping (State) -> Screen
    ) {
        routes.append(
            Route(name: name, position: position, presentation: presentation, condition: condition, render: screen))
    }

    /// Adds a deep link: when ``PluginRegistry/open(_:)`` gets a link matching `pattern`, `apply` changes the flow's state.
    ///
    /// `pattern` is slash-separated literal segments and `:name` parameters, e.g. `payments/coupons/:code`.
    public mutating func addDeepLink(_ pattern: String, apply: @escaping (inout State, [String: String]) throws -> Void)
    {
        links.append(Link(pattern: PluginLinkPattern(pattern), apply: apply))
    }

    /// Adds items, computed from the state, to the screen list named `list`.
    ///
    /// The screen's own items have the order keys 0, 1, 2, …; an item with order key `k` goes
    /// after every screen item whose key is at most `k`. Plugins with the same key are ordered by id.
    public mutating func addListItems(to list: String, order: Int, _ items: @escaping (State) throws -> [Screen.Item]) {
        self.items.append(Items(list: list, order: order, items: items))
    }

    /// Adds one fixed item to the screen list named `list`; see ``addListItems(to:order:_:)`` for `order`.
    public mutating func addListItem(_ item: Screen.Item, to list: String, order: Int) {
        addListItems(to: list, order: order) { _ in [item] }
    }

    /// Puts a view, computed from the state (or `nil` for none), in the screen slot named `slot`.
    public mutating func addView(to slot: String, order: Int = 0, _ view: @escaping (State) throws -> Screen.View?) {
        views.append(View(slot: slot, order: order, view: view))
    }

    /// Handles screen events the flow itself did not handle, such as the selection of the plugin's list item.
    public mutating func onEvent(
        _ handler: @escaping @MainActor (PluginContext<State>, ScreenEvent) throws -> EventHandling
    ) {
        eventHandlers.append(handler)
    }

    /// The plugin points these contributions use, in the order they were added.
    var points: [PluginPoint] {
        var points: [PluginPoint] = routes.map { .route($0.position) }
        points += links.map { .deepLink($0.pattern.text) }
        points += items.map { .list($0.list) }
        points += views.map { .slot($0.slot) }
        return points
    }

    /// A short summary for the event log, e.g. `1 route, 1 list item source, 1 event handler`.
    var summary: String {
        let counts = [
            (routes.count, "route"), (links.count, "deep link"), (items.count, "list item source"),
            (views.count, "view"), (eventHandlers.count, "event handler"),
        ]
        let parts = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
