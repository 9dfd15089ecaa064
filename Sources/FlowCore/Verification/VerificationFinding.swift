/// One problem verification found in a flow, at the rule's file and line when a rule is involved.
public struct VerificationFinding: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem; new kinds may be added.
    public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The kind's text, e.g. `"never-selected"`.
        public let rawValue: String
        /// Creates a kind from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A rule whose condition held in none of the states.
        public static let neverSelected = Kind(rawValue: "never-selected")
        /// A rule whose condition held, but an earlier rule won every time.
        public static let alwaysShadowed = Kind(rawValue: "always-shadowed")
        /// A plugin route that the flow's own rules or other plugins' routes always win over.
        public static let shadowedPluginRoute = Kind(rawValue: "shadowed-plugin-route")
        /// States for which no rule holds: the navigator would log `no-matching-rule`.
        public static let unmatchedState = Kind(rawValue: "unmatched-state")
        /// A flow that never reaches a finish rule, so its parent never gets its output.
        public static let neverFinishes = Kind(rawValue: "never-finishes")
        /// A screen rule no state reachable from the initial state by the flow's own actions selects.
        public static let unreachableScreen = Kind(rawValue: "unreachable-screen")
        /// A flow or finish rule no state reachable from the initial state by the flow's own actions selects.
        public static let unreachableRule = Kind(rawValue: "unreachable-rule")
        /// A state the flow's own actions reach in which no rule holds: a live navigator stops there.
        public static let deadEnd = Kind(rawValue: "dead-end")
        /// The walk of the flow's actions stopped at its bound with states left, so unreachable findings may be false.
        public static let incompleteWalk = Kind(rawValue: "incomplete-walk")

        /// The kind's text.
        public var description: String { rawValue }
    }

    /// What kind of problem.
    public var kind: Kind
    /// The flow it is in.
    public var flow: String
    /// The rule involved, if one is.
    public var rule: String?
    /// Where the rule was added (`RideFlow.swift:42`), or the plugin that added it.
    public var source: String?
    /// A full sentence saying what was found and how to fix it.
    public var message: String

    /// Creates a finding.
    public init(kind: Kind, flow: String, rule: String?, source: String?, message: String) {
        self.kind = kind
        self.flow = flow
        self.rule = rule
        self.source = source
        self.message = message
    }

    /// `RideFlow.swift:42: warning[always-shadowed]: …`, the way compilers and CI tools print diagnostics.
    public var description: String {
        "\(source ?? flow): warning[\(kind)]: \(message)"
    }
}
