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

    /// The states behind the current path, sharing the nodes of flows whose state did not change since the last snapshot.
    ///
    /// `stateNodes` runs parallel to `entries`: a flow's node is reused while it is the same
    /// flow instance below the same node and its state did not change (see `changedFlows`);
    /// from the first flow that fails that, the rest of its chain gets new nodes.
    func snapshot() -> HistorySnapshot {
        if stateNodes.count > entries.count { stateNodes.removeLast(stateNodes.count - entries.count) }
        while stateNodes.count < entries.count { stateNodes.append(nil) }
        var first: HistorySnapshot.ChainTip?
        var others: [HistorySnapshot.ChainTip] = []
        var tip: HistorySnapshot.ChainTip?
        var index = 0
        // A plain loop over indices: closures in main-actor code check their executor on every call.
        while index < entries.count {
            let entry = entries[index]
            if tip?.root != entry.chain {
                if let tip { if first == nil { first = tip } else { others.append(tip) } }
                tip = HistorySnapshot.ChainTip(root: entry.chain, bottom: nil)
            }
            if let flow = entry.flow {
                let above = tip?.bottom
                if let cached = stateNodes[index], cached.flowID == flow.id, cached.above === above,
                    !changedFlows.contains(flow.id)
                {
                    tip?.bottom = cached
                } else {
                    let node = StateNode(
                        flowID: flow.id, flow: flow.name, state: flow.runtime.stateSnapshot, above: above)
                    stateNodes[index] = node
                    tip?.bottom = node
                }
            }
            index += 1
        }
        if let tip { if first == nil { first = tip } else { others.append(tip) } }
        changedFlows.removeAll(keepingCapacity: true)
        return HistorySnapshot(
            first: first, others: others, leaf: entries.last?.screenID, leafOwner: entries.last?.owner?.name,
            layout: layout)
    }

    /// Notes that `flow`'s state changed, so the next snapshot reads it again.
    func noteStateChange(of flow: ObjectIdentifier) {
        guard !stateNodes.isEmpty else { return }
        // A long run of changes without a snapshot: start over rather than keep a long list.
        if changedFlows.count >= 32 {
            stateNodes.removeAll()
            changedFlows.removeAll()
        } else if changedFlows.last != flow {
            changedFlows.append(flow)
        }
    }

    private func restore(_ snapshot: HistorySnapshot) {
        stateNodes.removeAll()
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
