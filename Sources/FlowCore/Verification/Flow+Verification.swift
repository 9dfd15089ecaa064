/// Verifies a flow's rules over a set of states: rules never selected or always shadowed, states no rule matches, whether the flow can finish.
///
/// Rules should read only the flow's state, so checking them over many states finds dead and
/// shadowed rules without running the app. Plugin routes already inserted into the flow's router
/// are checked too: one that the flow's rules or other plugins always win over is reported.
///
/// ```swift
/// let report = verify(onboarding, over: StateSpace(OnboardingState()).varying(\.isVerified))
/// print(report)
/// // Onboarding: 2 states checked: no findings
/// ```
///
/// - Parameters:
///   - flow: the flow; it is not started and its state does not change.
///   - states: the states to check, e.g. a ``StateSpace``.
/// - Returns: the findings, each naming the rule and where it was added.
@MainActor
public func verify<State, Action, Output>(_ flow: Flow<State, Action, Output>, over states: some Sequence<State>)
    -> VerificationReport
{
    verifyRules(flow, over: states)
}

/// The rule checks of `verify(_:over:)`, under another name so that both public overloads can call them.
@MainActor
func verifyRules<State, Action, Output>(_ flow: Flow<State, Action, Output>, over states: some Sequence<State>)
    -> VerificationReport
{
    var coverage = RuleCoverage(rules: flow.router.rules)
    let conditions = flow.router.conditions
    for state in states { coverage.check(state, conditions: conditions) }
    var report = VerificationReport(
        flow: flow.name, statesChecked: coverage.statesChecked, findings: coverage.findings(flow: flow.name))
    report.definition = FlowDefinition(flow.handle)
    return report
}

/// Verifies a flow's rules over a ``StateSpace``, refusing a space too large to enumerate.
///
/// ```swift
/// let report = try verify(onboarding, over: StateSpace(OnboardingState()).varying(\.isVerified))
/// ```
///
/// - Throws: ``StateSpaceError`` when the space has more than ``StateSpaceLimit/maximumCombinations``
///   combinations and is not sampled.
@MainActor
public func verify<State, Action, Output>(_ flow: Flow<State, Action, Output>, over space: StateSpace<State>)
    throws(StateSpaceError) -> VerificationReport
{
    try space.checkSize()
    return verifyRules(flow, over: space)
}

/// Verifies a flow over a set of states and over every state its own actions reach from its current state.
///
/// The reducer runs on copies of the state (its effects are not run), breadth first, until no
/// new state appears or `maximumReachableStates` were seen. Every reached state in which no rule
/// holds is a ``VerificationFinding/Kind/deadEnd`` (a live navigator stops there), with the
/// actions that lead to it; every rule (screen, flow or finish) that no reached state selects is
/// unreachable. When the bound cut the walk short, an ``VerificationFinding/Kind/incompleteWalk``
/// finding says so, and the unreachable findings say they may be false.
///
/// ```swift
/// let report = verify(onboarding, over: space, actions: [.submitPhone("+15550100"), .submitCode("123456")])
/// ```
@MainActor
public func verify<State: Hashable, Action, Output>(
    _ flow: Flow<State, Action, Output>,
    over states: some Sequence<State>,
    actions: [Action],
    maximumReachableStates: Int = 10_000
) -> VerificationReport {
    verifyReachable(flow, over: states, actions: actions, maximum: maximumReachableStates)
}

/// The checks of `verify(_:over:actions:maximumReachableStates:)`, under another name so that both public overloads can call them.
@MainActor
func verifyReachable<State: Hashable, Action, Output>(
    _ flow: Flow<State, Action, Output>, over states: some Sequence<State>, actions: [Action],
    maximum maximumReachableStates: Int
) -> VerificationReport {
    precondition(maximumReachableStates > 0, "verify(_:over:actions:maximumReachableStates:) needs a positive bound.")
    var report = verifyRules(flow, over: states)
    let walk = ReachableWalk(flow, actions: actions, maximum: maximumReachableStates)
    report.reachableStates = walk.count
    report.reachableWalkComplete = !walk.cutShort
    report.findings += walk.findings(flow: flow, actions: actions, maximum: maximumReachableStates, skipping: report)
    return report
}

/// Verifies a flow over a ``StateSpace`` and over every state its actions reach, refusing a space too large to enumerate.
///
/// - Throws: ``StateSpaceError`` when the space has more than ``StateSpaceLimit/maximumCombinations``
///   combinations and is not sampled.
@MainActor
public func verify<State: Hashable, Action, Output>(
    _ flow: Flow<State, Action, Output>,
    over space: StateSpace<State>,
    actions: [Action],
    maximumReachableStates: Int = 10_000
) throws(StateSpaceError) -> VerificationReport {
    try space.checkSize()
    return verifyReachable(flow, over: space, actions: actions, maximum: maximumReachableStates)
}

extension ReachableWalk {
    /// The walk's findings: dead ends, unreachable rules (except those `report` already names), and a walk cut short.
    func findings<Output>(
        flow: Flow<State, Action, Output>, actions: [Action], maximum: Int, skipping report: VerificationReport
    ) -> [VerificationFinding] {
        var findings: [VerificationFinding] = []
        let start = String(describing: flow.state)
        if let first = deadEnds.first {
            let way =
                first.actions.isEmpty
                ? "as it starts" : "after " + first.actions.map { "\($0)" }.joined(separator: ", ")
            let more = deadEnds.count == 1 ? "a state" : "\(deadEnds.count) states"
            findings.append(
                VerificationFinding(
                    kind: .deadEnd, flow: flow.name, rule: nil, source: nil,
                    message:
                        "Flow '\(flow.name)': its actions reach \(more) in which no rule holds, e.g. \(first.state) \(way); a navigator stops there with no-matching-rule. Add a rule for \(deadEnds.count == 1 ? "it" : "them"), or keep the reducer from reaching \(deadEnds.count == 1 ? "it" : "them")."
                ))
        }
        let maybe = cutShort ? " (the walk stopped at \(count) states, so this may be false)" : ""
        let reported = Set(report.findings.compactMap(\.rule))
        // A plugin route's condition reads the plugin's own storage, which the flow's actions do not set.
        for rule in coverage.rules where coverage.selected[rule.index] == 0 && !rule.isPluginRoute {
            guard !reported.contains(rule.name) else { continue }
            let what: String
            switch rule.kind {
            case .screen: what = "selects this screen"
            case .flow: what = "routes to this flow"
            case .finish: what = "finishes the flow by this rule"
            }
            findings.append(
                VerificationFinding(
                    kind: rule.kind == .screen ? .unreachableScreen : .unreachableRule, flow: flow.name,
                    rule: rule.name,
                    source: rule.source,
                    message:
                        "Flow '\(flow.name)', \(rule.named): no state its actions reach from \(start) \(what) (\(count) states reached with \(actions.count) actions)\(maybe). Add the action that leads there to the verification, or remove the rule."
                ))
        }
        if cutShort {
            findings.append(
                VerificationFinding(
                    kind: .incompleteWalk, flow: flow.name, rule: nil, source: nil,
                    message:
                        "Flow '\(flow.name)': the walk of its actions stopped at maximumReachableStates (\(maximum)) with states left to explore, so rules it did not reach may still be reachable. Raise maximumReachableStates, or verify with fewer actions."
                ))
        }
        return findings
    }
}

extension RuleCoverage {
    /// The findings: per rule in order, then unmatched states, then whether the flow can finish.
    func findings(flow: String) -> [VerificationFinding] {
        var findings: [VerificationFinding] = []
        for rule in rules where selected[rule.index] == 0 {
            let shadowers = shadowers(of: rule.index)
            if held[rule.index] == 0 {
                // A plugin route's condition reads the plugin's own storage, which the flow's state
                // space cannot enumerate without knowing its plugins: only its shadowing is checked.
                guard !rule.isPluginRoute else { continue }
                findings.append(
                    VerificationFinding(
                        kind: .neverSelected, flow: flow, rule: rule.name, source: rule.source,
                        message:
                            "Flow '\(flow)', \(rule.named): its condition held in none of the \(statesChecked) states. Widen the state space to include the states it is for, or remove the rule."
                    ))
            } else {
                let names = shadowers.map(\.named).joined(separator: ", ")
                let kind: VerificationFinding.Kind = rule.isPluginRoute ? .shadowedPluginRoute : .alwaysShadowed
                findings.append(
                    VerificationFinding(
                        kind: kind, flow: flow, rule: rule.name, source: rule.source,
                        message:
                            "Flow '\(flow)', \(rule.named) is always shadowed: in all \(held[rule.index]) states where it holds, \(names) wins first. Move it before \(shadowers.count == 1 ? "that rule" : "those rules"), or narrow \(shadowers.count == 1 ? "its" : "their") condition."
                    ))
            }
        }
        if unmatchedCount > 0 {
            findings.append(
                VerificationFinding(
                    kind: .unmatchedState, flow: flow, rule: nil, source: nil,
                    message:
                        "Flow '\(flow)': no rule holds in \(unmatchedCount) of \(statesChecked) states, e.g. \(firstUnmatched ?? "?"). Add a rule for them, or end the router with a catch-all rule."
                ))
        }
        let finishes = rules.filter { $0.kind == .finish }
        if finishes.isEmpty {
            findings.append(
                VerificationFinding(
                    kind: .neverFinishes, flow: flow, rule: nil, source: nil,
                    message:
                        "Flow '\(flow)' has no finish rule, so it can never finish and hand its output on. Add addFinish for the state in which it is done, or allow this for a root flow that runs until the app closes."
                ))
        } else if finishes.allSatisfy({ selected[$0.index] == 0 }) {
            findings.append(
                VerificationFinding(
                    kind: .neverFinishes, flow: flow, rule: nil, source: nil,
                    message:
                        "Flow '\(flow)' finished in none of the \(statesChecked) states: \(finishes.map(\.named).joined(separator: ", ")) never won. Include the states in which it is done, or fix the finish rule's condition."
                ))
        }
        return findings
    }
}
