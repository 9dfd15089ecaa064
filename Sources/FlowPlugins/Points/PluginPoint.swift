import FlowCore

/// One place in a flow where a plugin can contribute: a route position, a deep link, a list, a slot or a state field.
///
/// Flows declare the points they accept with ``PluginPoints``; plugins' contributions name the
/// points they use, and the registry compares the two.
public enum PluginPoint: Hashable, Sendable, CustomStringConvertible {
    /// A route at a position of the flow's router.
    case route(RoutePosition)
    /// A deep-link pattern, e.g. `payments/coupons/:code`.
    case deepLink(String)
    /// A named list on the flow's screens, e.g. `payment-methods`.
    case list(String)
    /// A named view slot on the flow's screens.
    case slot(String)
    /// A named field of the flow's state that plugins may change.
    case state(String)
    /// The flow's ``PluginStorage``, where plugins keep their own values.
    case storage
    /// A named ``PluginOutput`` through which plugin sub-flows hand their typed output back.
    case output(String)

    /// The point in words, e.g. `list 'payment-methods'`.
    public var description: String {
        switch self {
        case .route(let position): "route \(position)"
        case .deepLink(let pattern): "deep link '\(pattern)'"
        case .list(let list): "list '\(list)'"
        case .slot(let slot): "slot '\(slot)'"
        case .state(let field): "state field '\(field)'"
        case .storage: "plugin storage"
        case .output(let name): "output '\(name)'"
        }
    }
}
