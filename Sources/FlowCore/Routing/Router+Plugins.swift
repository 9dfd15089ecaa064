extension Router {
    /// Where a rule added after the router was built goes.
    public enum Position: Hashable, Sendable {
        /// Just before the rule with this name.
        case before(String)
        /// Just after the rule with this name.
        case after(String)
        /// Last, but before the router's final rule (usually its catch-all "done" rule).
        case beforeLast
        /// At the very end.
        case end
    }

    /// The index a rule placed at `position` would get, or `nil` when the named rule does not exist.
    public func index(for position: Position) -> Int? {
        switch position {
        case .before(let name): return rules.firstIndex { $0.name == name }
        case .after(let name): return rules.firstIndex { $0.name == name }.map { $0 + 1 }
        case .beforeLast: return max(0, rules.count - 1)
        case .end: return rules.count
        }
    }

    /// Inserts a rule at `position`, even while the flow runs; this is how plugins add routes.
    ///
    /// The navigator routes again on its next update, so a plugin screen appears (or disappears,
    /// after ``removeRoutes(named:)``) without the flow knowing about the plugin.
    ///
    /// - Returns: the rule as inserted, or `nil` when `position` names a rule that does not exist.
    @discardableResult
    public func insertRoute(
        _ condition: @escaping (State) -> Bool,
        _ routable: @autoclosure @escaping () -> (any Routable)?,
        name: String,
        presentation: Presentation = .push,
        at position: Position
    ) -> RouteRule? {
        guard let index = index(for: position) else { return nil }
        insert(condition, .routable(routable, onOutput: nil), kind: .routable, name: name, presentation, at: index)
        return rules[index]
    }

    /// Inserts a rule that renders a screen from state at `position`; see ``insertRoute(_:_:name:presentation:at:)``.
    @discardableResult
    public func insertRoute(
        _ condition: @escaping (State) -> Bool,
        name: String,
        presentation: Presentation = .push,
        at position: Position,
        screen render: @escaping (State) -> Screen
    ) -> RouteRule? {
        guard let index = index(for: position) else { return nil }
        insert(condition, .render(render), kind: .screen, name: name, presentation, at: index)
        return rules[index]
    }

    /// Removes every rule with one of `names`, releasing its routable if it was current.
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
                    self.current = (current.index - 1, current.routable)
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
