import FlowCore

/// Where plugin routes land among a flow's rules, computed the same way the router inserts them.
///
/// Routes are placed plugin by plugin in id order, and in the order each plugin added them.
/// Routes after the same rule are chained, so they keep that order too. The registry uses the
/// plan both to insert routes and, without a router, to find conflicts.
struct RouteLayout {
    struct Placement {
        var plugin: String
        var name: String
        var position: RoutePosition
        var index: Int
    }

    /// The rule names, flow rules and placed plugin routes, in router order.
    private(set) var names: [String]
    /// The last route placed after each anchor rule, so the next one goes after it.
    private var lastAfter: [String: String] = [:]

    init(flowRules: [String]) { names = flowRules }

    /// The router position to insert a route at so routes after one rule keep their order.
    func chainedPosition(for position: RoutePosition) -> RoutePosition {
        guard case .after(let anchor) = position, let last = lastAfter[anchor] else { return position }
        return .after(last)
    }

    /// Places `name` at `position`, mirroring `Router.index(for:)`; returns its index, or `nil` when the anchor is missing.
    @discardableResult
    mutating func place(_ name: String, at position: RoutePosition) -> Int? {
        let index: Int?
        switch chainedPosition(for: position) {
        case .before(let rule): index = names.firstIndex(of: rule)
        case .after(let rule): index = names.firstIndex(of: rule).map { $0 + 1 }
        case .beforeLast: index = max(0, names.count - 1)
        case .end: index = names.count
        }
        guard let index else { return nil }
        names.insert(name, at: index)
        if case .after(let anchor) = position { lastAfter[anchor] = name }
        return index
    }
}
