/// How often each rule of a router held and won over a set of states, and which earlier rules won when it held.
struct RuleCoverage {
    let rules: [RouteRule]
    private(set) var held: [Int]
    private(set) var selected: [Int]
    /// `winners[rule * count + winner]`: `winner` won in a state where `rule` also held.
    private var winners: [Bool]
    private(set) var statesChecked = 0
    private(set) var unmatchedCount = 0
    private(set) var firstUnmatched: String?

    init(rules: [RouteRule]) {
        self.rules = rules
        held = Array(repeating: 0, count: rules.count)
        selected = Array(repeating: 0, count: rules.count)
        winners = Array(repeating: false, count: rules.count * rules.count)
    }

    /// Checks every condition on `state`, so a rule that holds behind the winner is known to be shadowed by it.
    ///
    /// - Returns: whether some rule holds.
    @discardableResult
    mutating func check<State>(_ state: State, conditions: [RuleCondition<State>]) -> Bool {
        statesChecked += 1
        var winner = -1
        for index in conditions.indices where conditions[index].holds(state) {
            held[index] += 1
            if winner < 0 {
                winner = index
                selected[index] += 1
            } else {
                winners[index * rules.count + winner] = true
            }
        }
        if winner < 0 {
            unmatchedCount += 1
            if firstUnmatched == nil { firstUnmatched = String(describing: state) }
        }
        return winner >= 0
    }

    /// The rules that won in some state where `index` also held.
    func shadowers(of index: Int) -> [RouteRule] {
        (0..<index).filter { winners[index * rules.count + $0] }.map { rules[$0] }
    }
}

extension RouteRule {
    /// Whether a plugin inserted the rule: a flow's own rules name their call site (`File.swift:12`).
    var isPluginRoute: Bool { !source.contains(".swift:") }

    /// How a finding names the rule: `rule "x"`, or `plugin route "x" (from 'Coupons')`.
    var named: String { isPluginRoute ? "plugin route \"\(name)\" (from '\(source)')" : "rule \"\(name)\"" }
}
