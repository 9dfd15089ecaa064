extension Router {
    /// Whether the condition of the rule at `index` holds for `state`; renders nothing and builds no flow.
    ///
    /// Tools that reason about rules use it, e.g. plugin conflict checks that look for a flow rule
    /// which always wins over a plugin route placed after it.
    ///
    /// ```swift
    /// let shadows = (0..<pluginIndex).contains { router.ruleHolds(at: $0, for: state) }
    /// ```
    public func ruleHolds(at index: Int, for state: State) -> Bool {
        precondition(rules.indices.contains(index), "Rule index \(index) is outside 0..<\(rules.count).")
        return conditions[index].holds(state)
    }
}
