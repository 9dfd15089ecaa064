/// A routing failure: the flow, the rule and the state involved, and how to fix it.
///
/// The navigator never crashes or hangs on these: it records the error in its ``EventLog``,
/// keeps the previous path on screen, and keeps the new state so nothing is lost.
public struct FlowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for the kind of failure; new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's text, e.g. `"no-matching-rule"`.
        public let rawValue: String
        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// No rule of the flow holds for its state.
        public static let noMatchingRule = Code(rawValue: "no-matching-rule")
        /// A rule routes to a flow that is already on the path (the flow itself or an ancestor).
        public static let routesIntoItself = Code(rawValue: "routes-into-itself")
        /// The route path grew past ``NavigatorLimits/maximumDepth``.
        public static let pathTooDeep = Code(rawValue: "path-too-deep")
        /// Finishing flows kept making their parents route to new flows that finish too.
        public static let didNotSettle = Code(rawValue: "did-not-settle")

        /// The code's text.
        public var description: String { rawValue }
    }

    /// The kind of failure.
    public var code: Code
    /// The flow whose rules failed.
    public var flow: String
    /// The rule involved, if one was.
    public var rule: String?
    /// The flow's state, as `String(describing:)` prints it.
    public var state: String
    /// A full sentence saying what happened and how to fix it.
    public var message: String

    /// `error[code]: message`.
    public var description: String { "error[\(code)]: \(message)" }
}

extension FlowError {
    static func noMatchingRule(flow: String, state: String) -> FlowError {
        FlowError(
            code: .noMatchingRule, flow: flow, rule: nil, state: state,
            message:
                "Flow '\(flow)' has no rule for state \(state). Add a rule whose condition holds for it, or end the router with a catch-all rule such as addFinish({ _ in true })."
        )
    }

    static func routesIntoItself(flow: String, rule: String, state: String, path: String) -> FlowError {
        FlowError(
            code: .routesIntoItself, flow: flow, rule: rule, state: state,
            message:
                "Flow '\(flow)' routes into a flow already on the path (\(path)) through rule \"\(rule)\" in state \(state). A rule must route to a screen, a new child flow, or finish; to restart a flow, change its state instead."
        )
    }

    static func pathTooDeep(flow: String, rule: String, state: String, limit: Int) -> FlowError {
        FlowError(
            code: .pathTooDeep, flow: flow, rule: rule, state: state,
            message:
                "The route path grew past \(limit) elements at flow '\(flow)' (rule \"\(rule)\", state \(state)). Look for a rule that builds a new flow on every evaluation, or raise NavigatorLimits.maximumDepth if the depth is real."
        )
    }

    static func didNotSettle(flow: String, rule: String, state: String, limit: Int) -> FlowError {
        FlowError(
            code: .didNotSettle, flow: flow, rule: rule, state: state,
            message:
                "Flow '\(flow)' kept finishing: \(limit) flows finished in one update under rule \"\(rule)\" (state \(state)). Make the parent's onOutput change its state so the rule stops holding, or give the child a state in which it shows a screen."
        )
    }
}
