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
    var coverage = RuleCoverage(rules: flow.router.rules)
    let conditions = flow.router.conditions
    for state in states { coverage.check(state, conditions: conditions) }
    return VerificationReport(
        flow: flow.name, statesChecked: coverage.statesChecked, findings: coverage.findings(flow: flow.name))
}

/// Verifies a flow over a set of states and over every state its own actions reach from its current state.
///
/// The reducer runs on copies of the state (its effects are not run), breadth first, until no
/// new state appears or `maximumReachableStates` were seen. Screen rules that no reachable
/// state selects are reported as unreachable.
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
    var report = verify(flow, over: states)
    var seen: Set<State> = [flow.state]
    var frontier = [flow.state]
    var reachable = RuleCoverage(rules: flow.router.rules)
    let conditions = flow.router.conditions
    while !frontier.isEmpty {
        var next: [State] = []
        for state in frontier {
            reachable.check(state, conditions: conditions)
            for action in actions where seen.count < maximumReachableStates {
                var changed = state
                _ = flow.store.reducer(&changed, action)
                if seen.insert(changed).inserted { next.append(changed) }
            }
        }
        frontier = next
    }
    report.reachableStates = seen.count
    let reported = Set(report.findings.compactMap(\.rule))
    for rule in flow.router.rules where rule.kind == .screen && reachable.selected[rule.index] == 0 {
        guard !reported.contains(rule.name) else { continue }
        report.findings.append(
            VerificationFinding(
                kind: .unreachableScreen, flow: flow.name, rule: rule.name, source: rule.source,
                message:
                    "Flow '\(flow.name)', \(rule.named): no state its actions reach from \(String(describing: flow.state)) selects this screen (\(seen.count) states reached with \(actions.count) actions). Add the action that leads there to the verification, or remove the rule."
            ))
    }
    return report
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
