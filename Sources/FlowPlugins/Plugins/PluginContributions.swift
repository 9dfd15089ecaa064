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
        /// How the screen is left with back; `nil` leaves the decision to the flow's rules above.
        var back: (@MainActor (PluginContext<State>) throws -> Void)?
    }

    struct Link {
        /// The path with its first segment as the host, e.g. `payments/coupons/:code`.
        var pattern: String
        var apply: @MainActor (inout State, RouteRequest) throws -> Void
    }

    /// A plugin sub-flow, inserted by the attachment that knows the flow's router.
    struct SubFlow {
        var name: String
        var position: RoutePosition
        var output: String
        /// Inserts the route: router, its condition, the rule name, the position, the plugin's context, and the storage.
        var insert:
            @MainActor (
                any PluginSubFlowRouting<State>, _ condition: @escaping (State) -> Bool, _ name: String,
                _ position: RoutePosition, PluginContext<State>, WritableKeyPath<State, PluginStorage>
            ) -> Void
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
    var flows: [SubFlow] = []
    var items: [Items] = []
    var views: [View] = []

    init() {}

    /// Adds a route that shows `screen` when `condition` holds, at `position` in the flow's router.
    ///
    /// The rule is named `<plugin id>: <name>` in the router, paths and logs. `screen` gets the
    /// state and the plugin's ``PluginContext``, which its closures use to act. `back` says how the
    /// screen is left with back: a change of the plugin's own storage through its context (so
    /// no other state of the flow changes), e.g. `back: { try $0.setStorage(nil, for: "open") }`;
    /// left out, the flow's rules above the screen decide.
    public mutating func addRoute<Rendered: Screen>(
        _ name: String,
        at position: RoutePosition,
        presentation: Presentation = .push,
        when condition: @escaping (State) throws -> Bool,
        back: (@MainActor (PluginContext<State>) throws -> Void)? = nil,
        screen: @escaping (State, PluginContext<State>) -> Rendered
    ) {
        routes.append(
            Route(
                name: name, position: position, presentation: presentation, condition: condition,
                render: { screen($0, $1) }, back: back))
    }

    /// Adds a deep link under the flow's declared link prefix; opening it through the app's `RoutingHub` runs `apply`.
    ///
    /// `pattern` is a route pattern without its scheme, starting with the flow's prefix, e.g.
    /// `payments/coupons/:code`; ``PluginRegistry/routeLinks(of:points:through:groups:guards:opening:)``
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

    /// Adds a sub-flow of the plugin's own that finishes with a typed value, handed back through `output`.
    ///
    /// The sub-flow shows while the plugin's storage holds a value under `name`; a screen or
    /// item of the plugin opens it with ``PluginContext/openFlow(_:)``. When it finishes, the
    /// value goes to the flow's ``PluginOutput`` and the storage value is cleared, so the flow's
    /// own rules route on. The flow must declare `output` (``PluginPoints/acceptingOutputs(_:)``)
    /// and its storage. The rule is named `<plugin id>: <name>`.
    ///
    /// ```swift
    /// plugin.addFlow("coupon wallet", at: .before(PaymentsFlow.methodsRule), handingBackTo: PaymentsFlow.discountOutput) {
    ///     _, _ in CouponWalletFlow.make(catalog: .sample)
    /// }
    /// ```
    public mutating func addFlow<ChildState, ChildAction, Value>(
        _ name: String,
        at position: RoutePosition,
        presentation: Presentation = .push,
        handingBackTo output: PluginOutput<State, Value>,
        flow: @escaping @MainActor (State, PluginContext<State>) -> Flow<ChildState, ChildAction, Value>
    ) {
        let deliver = output.deliver
        flows.append(
            SubFlow(
                name: name, position: position, output: output.name,
                insert: { router, condition, rule, at, context, storage in
                    router.insertFlow(
                        condition, name: rule, source: "plugin '\(context.pluginID)'", presentation: presentation,
                        at: at,
                        { flow(context.state ?? Self.unreachableState(rule), context) },
                        onOutput: { state, value in
                            deliver(&state, value)
                            state[keyPath: storage][context.pluginID, name] = nil
                        })
                }))
    }

    /// The sub-flow is only built while its flow exists, so its context always has a state.
    private static func unreachableState(_ rule: String) -> State {
        preconditionFailure("The plugin sub-flow \"\(rule)\" was built after its flow was released.")
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
        points += flows.flatMap { [.route($0.position), .output($0.output), .storage] }
        points += links.map { .deepLink($0.pattern) }
        points += items.map { .list($0.list) }
        points += views.map { .slot($0.slot) }
        return points
    }

    /// A short summary for the event log, e.g. `1 route, 1 list item source, 1 event handler`.
    var summary: String {
        let counts = [
            (routes.count, "route"), (flows.count, "sub-flow"), (links.count, "deep link"),
            (items.count, "list item source"),
            (views.count, "view"),
        ]
        let parts = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
