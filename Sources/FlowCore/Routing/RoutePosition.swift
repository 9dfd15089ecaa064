/// Where a rule added after the router was built goes, named by the router's own rules.
///
/// Plugins place their routes this way; a flow lists the positions it accepts in its plugin
/// points, and several plugins at one position are placed in the order of their ids.
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
}
