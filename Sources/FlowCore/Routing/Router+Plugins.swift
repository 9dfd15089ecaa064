extension Router {
    /// The index a rule placed at `position` would get, or `nil` when the named rule does not exist.
    public func index(for position: RoutePosition) -> Int? {
        switch position {
        case .before(let name): return rules.firstIndex { $0.name == name }
        case .after(let name): return rules.firstIndex { $0.name == name }.map { $0 + 1 }
        case .beforeLast: return max(0, rules.count - 1)
        case .end: return rules.count
        }
    }

    /// Inserts a screen rule at `position`, even while the flow runs; this is how plugins add screens.
    ///
    /// The navigator routes again on its next update, so a plugin screen appears (or disappears,
    /// after ``removeRoutes(named:)``) without the flow knowing about the plugin. `back` says how
    /// the screen is left, as for ``addScreen(_:name:presentation:back:fileID:line:render:)``.
    ///
    /// - Returns: the rule as inserted, or `nil` when `position` names a rule that does not exist.
    @discardableResult
    public func insertScreen(
        _ condition: @escaping (State) -> Bool,
        name: String,
        source: String,
        presentation: Presentation = .push,
        back: Back<Action>? = nil,
        at position: RoutePosition,
        render: @escaping (State) -> any Screen
    ) -> RouteRule? {
        guard let index = index(for: position) else { return nil }
        insert(
            condition, .screen { state, _ in render(state) }, kind: .screen, name: name, source: source, presentation,
            back: back, at: index)
        return rules[index]
    }

    /// Inserts a child-flow rule at `position`, even while the flow runs; this is how plugins add sub-flows.
    ///
    /// - Returns: the rule as inserted, or `nil` when `position` names a rule that does not exist.
    @discardableResult
    public func insertFlow<ChildState, ChildAction, ChildOutput>(
        _ condition: @escaping (State) -> Bool,
        name: String,
        source: String,
        presentation: Presentation = .push,
        at position: RoutePosition,
        _ flow: @escaping () -> Flow<ChildState, ChildAction, ChildOutput>,
        onOutput: @escaping (inout State, ChildOutput) -> Void
    ) -> RouteRule? {
        guard let index = index(for: position) else { return nil }
        insert(
            condition, Self.flowTarget(flow, onOutput), kind: .flow, name: name, source: source, presentation, at: index
        )
        return rules[index]
    }

    /// Removes every rule with one of `names`, releasing its child flow if it was current.
    ///
    /// - Returns: how many rules were removed.
    @discardableResult
    public func removeRoutes(named names: Set<String>) -> Int {
        var removed = 0
        var index = 0
        while index < rules.count {
            guard names.contains(rules[index].name) else {
                index += 1
                continue
            }
            remove(at: index)
            if let current {
                if current.index == index {
                    self.current = nil
                } else if current.index > index {
                    self.current = (current.index - 1, current.child)
                }
            }
            removed += 1
        }
        if removed > 0 {
            renumber(from: 0)
            onChange?()
        }
        return removed
    }
}
