extension Navigator {
    /// Goes back one step: restores the states behind the previous path.
    ///
    /// - Returns: `false` (and logs a note) when there is nothing to go back to.
    @discardableResult
    public func back() -> Bool { back(count: 1) }

    /// Goes back `count` steps through the remembered states, across nested flows.
    ///
    /// - Returns: `false` (and logs a note) when fewer than `count` steps are remembered.
    @discardableResult
    public func back(count: Int) -> Bool { goBack(count: count, cause: .back) }

    /// Goes back to the most recent earlier path that showed `destination`: a screen, or any screen of a flow.
    ///
    /// ```swift
    /// navigator.back(to: .screen("enter-phone"))
    /// navigator.back(to: .flow("Payments"))
    /// ```
    ///
    /// - Returns: `false` (and logs a note) when no remembered path showed it.
    @discardableResult
    public func back(to destination: BackDestination) -> Bool {
        flush()
        let index: Int?
        switch destination {
        case .screen(let id): index = history.lastIndex { $0.leaf == id }
        case .flow(let name): index = history.lastIndex { $0.leafOwner == name }
        }
        guard let index else {
            record("history", "back(to: \(destination)) found no earlier path showing it; the path stays \(path).")
            return false
        }
        return goBack(count: history.count - index, cause: .back)
    }

    /// Handles the platform's back gesture or button: the same as ``back()``, so the tree never
    /// disagrees with what is on screen. Hosts that already animated the pop can ignore
    /// transitions whose cause is ``Transition/Cause/systemBack``.
    @discardableResult
    public func handleSystemBack() -> Bool { goBack(count: 1, cause: .systemBack) }

    private func goBack(count: Int, cause: Transition.Cause) -> Bool {
        precondition(count >= 1, "back(count:) needs a count of at least 1, but got \(count).")
        flush()
        if let rootOutput {
            // The root flow finished and handed its output on: the app decides what comes next.
            record("history", "back(count: \(count)) after the root flow finished with \(rootOutput) does nothing.")
            return false
        }
        guard count <= history.count else {
            record(
                "history",
                "back(count: \(count)) needs \(count) earlier paths but only \(history.count) are remembered; the path stays \(path)."
            )
            return false
        }
        let target = history[history.count - count]
        history.removeLast(count)
        restore(target)
        restoredLayout = target.layout
        needsFullCheck = true
        route(direction: .back, cause: cause)
        return true
    }

    func snapshot() -> HistorySnapshot {
        var chains: [HistorySnapshot.Chain] = []
        for entry in entries {
            guard let flow = entry.flow else { continue }
            if chains.last?.root != entry.chain {
                var states: [HistorySnapshot.FlowState] = []
                states.reserveCapacity(entries.count)  // one allocation, not one per doubling
                chains.append(.init(root: entry.chain, states: states))
            }
            chains[chains.count - 1].states.append(.init(flow: flow.name, state: flow.runtime.stateSnapshot))
        }
        return HistorySnapshot(
            chains: chains, leaf: entries.last?.screen?.screenID, leafOwner: entries.last?.owner?.name, layout: layout)
    }

    private func restore(_ snapshot: HistorySnapshot) {
        let kept = Set(snapshot.chains.map(\.root))
        for presented in presentations where !kept.contains(presented.flow.id) { presented.deliver(nil) }
        presentations.removeAll { !kept.contains($0.flow.id) }
        for chain in snapshot.chains {
            let top = chain.root == root.id ? root : presentations.first { $0.flow.id == chain.root }?.flow
            guard var flow = top?.runtime else { continue }
            for (index, saved) in chain.states.enumerated() {
                guard flow.name == saved.flow else { break }
                flow.restore(saved.state)
                guard index + 1 < chain.states.count, case .flow(let child, _) = flow.step() else { break }
                flow = child.runtime
            }
        }
    }
}
