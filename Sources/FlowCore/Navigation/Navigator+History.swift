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

    /// Reads the states behind the current path into `stateNodes`, sharing the nodes of flows whose state did not change.
    ///
    /// `stateNodes` runs parallel to the path the host shows (`entries`, or while an update is
    /// routed and applied, the previous path: see `Navigator+RoutedPath.swift`); its first `stateNodesValid` nodes are current
    /// (routing lowers that to the first entry it stepped or moved), except for flows listed in
    /// `changedFlows` (states changed outside routing). From the first stale node on, the rest
    /// of the path gets new nodes: after a leaf-screen change, that is one node.
    func captureStates() {
        let shownCount = previousCount
        var start = min(stateNodesValid, shownCount)
        if !changedFlows.isEmpty {
            var index = 0
            while index < start {
                if let id = previousFlowID(index), changedFlows.contains(id) { start = index }
                index += 1
            }
            changedFlows.empty()
        }
        if stateNodes.count > shownCount { stateNodes.removeLast(stateNodes.count - shownCount) }
        while stateNodes.count < shownCount { stateNodes.append(nil) }
        var index = start
        while index < shownCount {
            // Fields are read from the arrays in place: binding the entry would retain it.
            if let runtime = previousFlow(index)?.runtime {
                // A chain's entries are contiguous and only its last one is a screen.
                let chain = previousChain(index)
                let aboveIndex = index > 0 && previousChain(index - 1) == chain ? index - 1 : nil
                if isKnownUniquelyReferenced(&stateNodes[index]), let node = stateNodes[index] {
                    // No snapshot and no node below holds it (the state changed without a new
                    // snapshot, e.g. typing on the same screen): refilled, not reallocated.
                    node.refill(flow: runtime.name, state: runtime.stateSnapshot)
                    link(node, toNodeAt: aboveIndex)
                } else if let node = spareNode.take() {
                    node.refill(flow: runtime.name, state: runtime.stateSnapshot)
                    link(node, toNodeAt: aboveIndex)
                    stateNodes[index] = consume node
                } else {
                    stateNodes[index] = StateNode(
                        flow: runtime.name, state: runtime.stateSnapshot,
                        above: aboveIndex.flatMap { stateNodes[$0] })
                }
            } else {
                stateNodes[index] = nil
            }
            index += 1
        }
        stateNodesValid = shownCount
    }

    /// Links `node` to the node at `aboveIndex` of `stateNodes` (to none for `nil`).
    ///
    /// The link is compared where it stands and written only when it changes: a node refilled
    /// for the same place keeps its link, and copying the node above to compare would retain it.
    private func link(_ node: StateNode, toNodeAt aboveIndex: Int?) {
        if let aboveIndex {
            if node.above !== stateNodes[aboveIndex] { node.link(above: stateNodes[aboveIndex]) }
        } else if node.above != nil {
            node.link(above: nil)
        }
    }

    /// The snapshot of the states last captured (see `captureStates()`) behind the path the host shows, which the host showed as `layout`.
    func snapshot(showing layout: consuming HostLayout) -> HistorySnapshot {
        let shownCount = previousCount
        if stateNodes.count != shownCount { captureStates() }
        var first: HistorySnapshot.ChainTip?
        var others: [HistorySnapshot.ChainTip] = []
        if shownCount > 0, previousChain(0) == previousChain(shownCount - 1) {
            // One chain, the common case: its bottom flow is the last entry or the one above the screen.
            let bottom = previousFlowID(shownCount - 1) != nil ? stateNodes[shownCount - 1] : stateNodes[shownCount - 2]
            first = HistorySnapshot.ChainTip(root: previousChain(0), bottom: bottom)
        } else {
            var index = 0
            while index < shownCount {
                if index + 1 == shownCount || previousChain(index + 1) != previousChain(index) {
                    let bottom = previousFlowID(index) != nil ? stateNodes[index] : stateNodes[index - 1]
                    let tip = HistorySnapshot.ChainTip(root: previousChain(index), bottom: bottom)
                    if first == nil { first = tip } else { others.append(tip) }
                }
                index += 1
            }
        }
        let leaf = shownCount > 0 ? previousEntry(shownCount - 1).screenID : nil
        let leafOwner: String?
        if leaf != nil, shownCount > 1, let owner = stateNodes[shownCount - 2] {
            // A screen's owner is the flow entry just above it (a chain ends with its screen), whose
            // node has its name: no call through the owner's runtime.
            leafOwner = owner.flow
        } else {
            leafOwner = shownCount > 0 ? previousEntry(shownCount - 1).owner?.name : nil
        }
        return HistorySnapshot(first: first, others: others, leaf: leaf, leafOwner: leafOwner, layout: consume layout)
    }

    /// Forgets the newest snapshot (a step back), keeping its bottom node for the next capture when nothing else holds it.
    ///
    /// A state change that flips between two screens drops one snapshot and captures one node per
    /// round: the node is emptied and reused instead of freed and allocated again.
    func dropLastSnapshot() {
        var dropped = history.removeLast()
        // Taken out of the snapshot, not copied: a copy would retain the node and make it look shared.
        guard spareNode == nil, var node = dropped.first?.bottom.take() else { return }
        guard isKnownUniquelyReferenced(&node) else { return }
        node.empty()
        spareNode = consume node
    }

    /// Notes that `flow`'s state changed, so the next snapshot reads it again unless routing steps it first.
    func noteStateChange(of flow: ObjectIdentifier) {
        guard stateNodesValid > 0 else { return }
        // A long run of changes without a snapshot: start over rather than keep a long list.
        if changedFlows.count >= 32 {
            // The nodes stay: states captured for this update's snapshot are still read from them.
            stateNodesValid = 0
            changedFlows.removeAll()
        } else if changedFlows.last != flow {
            changedFlows.append(flow)
        }
    }

    /// Drops every history node of the current path; the next snapshot reads every state again.
    func forgetStateNodes() {
        stateNodes.removeAll()
        stateNodesValid = 0
        changedFlows.removeAll()
    }

    private func restore(_ snapshot: HistorySnapshot) {
        forgetStateNodes()
        let kept = Set(snapshot.chains.map(\.root))
        for presented in presentations where !kept.contains(presented.flow.id) { presented.deliver(nil) }
        presentations.removeAll { !kept.contains($0.flow.id) }
        var ignored: any Screen = NoScreen()
        for chain in snapshot.chains {
            let top = chain.root == root.id ? root : presentations.first { $0.flow.id == chain.root }?.flow
            guard var flow = top?.runtime else { continue }
            for (index, saved) in chain.states.enumerated() {
                guard flow.name == saved.flow else { break }
                flow.restore(saved.state)
                guard index + 1 < chain.states.count, case .flow(let child, _) = flow.step(rendering: &ignored) else {
                    break
                }
                flow = child.runtime
            }
        }
    }
}
