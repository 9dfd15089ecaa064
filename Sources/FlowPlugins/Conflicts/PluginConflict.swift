/// Two plugins that get in each other's way, both named, with the point and how to fix it.
public struct PluginConflict: Hashable, Sendable, CustomStringConvertible {
    /// What kind of conflict it is.
    public enum Kind: String, Hashable, Sendable {
        /// A later route can never win: an earlier plugin route holds in every explored state where it holds.
        case shadowedRoute = "shadowed-route"
        /// Two plugins put routes at the same position; they are ordered by plugin id.
        case samePosition = "same-position"
        /// Two plugins add items with the same id to one list; only the first is shown.
        case duplicateListItem = "duplicate-list-item"
        /// Two plugins fill a slot that holds one view; only the first is shown.
        case slotTaken = "slot-taken"
        /// A plugin route can never win: one of the flow's own rules comes first and holds wherever it holds.
        case shadowedByFlowRule = "shadowed-by-flow-rule"
        /// A plugin route names a position the flow has no (single) rule for; the plugin is turned down.
        case unplaceableRoute = "unplaceable-route"
        /// Two of the flow's own rules have the same name, so positions naming it are ambiguous.
        case duplicateRuleName = "duplicate-rule-name"
    }

    /// What kind of conflict it is.
    public var kind: Kind
    /// The plugin that wins (comes first), then the one that loses; one plugin (or none) when the flow itself is involved.
    public var plugins: [String]
    /// Where they meet.
    public var point: PluginPoint
    /// The full sentence, ending with how to fix it.
    public var message: String

    /// The message.
    public var description: String { message }
}
