/// The states a flow's own actions reach from its current state, walked breadth first with its reducer.
///
/// Each state reached is checked against the rules (see ``RuleCoverage``); a state in which no
/// rule holds is kept with the actions that lead to it, since a live navigator stops there with
/// `no-matching-rule`. The walk stops at `maximum` states and says so, so that a rule it never
/// reached is known to be unreached only when the walk was complete.
@MainActor
struct ReachableWalk<State: Hashable, Action> {
    /// How often each rule held and won over the reached states.
    private(set) var coverage: RuleCoverage
    /// How many states were reached.
    private(set) var count = 0
    /// Whether a new state was left unexplored because `maximum` states were reached.
    private(set) var cutShort = false
    /// The states in which no rule holds, in the order reached, with the actions from the initial state.
    private(set) var deadEnds: [(state: State, actions: [Action])] = []

    init<Output>(_ flow: Flow<State, Action, Output>, actions: [Action], maximum: Int) {
        coverage = RuleCoverage(rules: flow.router.rules)
        let conditions = flow.router.conditions
        // Each state's predecessor and the action from it, to name the way to a dead end.
        var cameFrom: [State: (state: State, action: Int)] = [:]
        var seen: Set<State> = [flow.state]
        var frontier = [flow.state]
        while !frontier.isEmpty {
            var next: [State] = []
            for state in frontier {
                if !coverage.check(state, conditions: conditions) {
                    deadEnds.append((state, Self.way(to: state, cameFrom, actions)))
                }
                for (index, action) in actions.enumerated() {
                    var changed = state
                    _ = flow.store.reducer(&changed, action)
                    guard !seen.contains(changed) else { continue }
                    guard seen.count < maximum else {
                        cutShort = true
                        continue
                    }
                    seen.insert(changed)
                    cameFrom[changed] = (state, index)
                    next.append(changed)
                }
            }
            frontier = next
        }
        count = seen.count
    }

    /// The actions that lead from the initial state to `state`, first action first.
    private static func way(to state: State, _ cameFrom: [State: (state: State, action: Int)], _ actions: [Action])
        -> [Action]
    {
        var way: [Action] = []
        var current = state
        while let step = cameFrom[current] {
            way.append(actions[step.action])
            current = step.state
        }
        return way.reversed()
    }
}
