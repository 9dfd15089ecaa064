import FlowCore

/// Where a plugin's route goes in its flow's router, named by the flow's own rules.
///
/// A flow lists the positions it accepts in ``PluginPoints/routes``; the registry turns a
/// contribution at any other position down. Several plugins at one position are placed in the
/// order of their ids, then in the order each plugin added its routes.
public enum RoutePosition: Hashable, Sendable, CustomStringConvertible {
    /// Just before the flow's rule with this name.
    case before(String)
    /// Just after the flow's rule with this name.
    case after(String)
    /// Last, but before the flow's final rule (usually its catch-all "done" rule).
    case beforeLast
    /// At the very end of the router.
    case end

    /// The position in words, e.g. `before "payment methods"`.
    public var description: String {
        switch self {
        case .before(let rule): "before \"\(rule)\""
        case .after(let rule): "after \"\(rule)\""
        case .beforeLast: "before the last rule"
        case .end: "at the end"
        }
    }

    /// The same position for a router over `State`.
    @MainActor
    func position<State>(in router: Router<State>) -> Router<State>.Position {
        switch self {
        case .before(let rule): .before(rule)
        case .after(let rule): .after(rule)
        case .beforeLast: .beforeLast
        case .end: .end
        }
    }
}
