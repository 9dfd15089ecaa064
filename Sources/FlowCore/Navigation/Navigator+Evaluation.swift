extension Navigator {
    enum ChainEnd {
        /// The chain's entries, ending in a screen, were appended.
        case screen
        /// The chain's top flow finished with this output; nothing was appended.
        case finished(any Sendable)
    }

    /// Walks one chain of flows from `top` down to a screen, finishing flows on the way, and appends its entries to the routed path.
    ///
    /// The chain's previous entries are kept down to the first flow that must route again: one
    /// whose state, rules or decorations changed (or, on a full check, whose current rule no
    /// longer wins: see ``Navigator/setNeedsRouting()``). A child
    /// that finishes hands its output to its parent's rule, and the parent routes again;
    /// ``NavigatorLimits`` bound both the depth and the number of finishes.
    func evaluateChain(from top: FlowHandle, presentation: Presentation, place: PlaceKey) throws(FlowError) -> ChainEnd
    {
        let start = routedCount
        if !keepUnchangedPrefix(of: top) {
            firstChangedEntry = min(firstChangedEntry, routedCount)
            appendRouted(
                PathEntry(
                    node: .flow(top), owner: nil, rule: nil, presentation: presentation, chain: top.id, parent: place,
                    above: nil))
            // A chain already on the path has its navigator: only a chain that enters the path is given it.
            top.runtime.navigatorReference = reference
        } else if lastRouted.flow == nil {
            return .screen
        }
        var finishes = 0
        // Where a flow renders its screen, which moves from here into its path entry.
        var rendered: any Screen = NoScreen()
        while true {
            let entry = lastRouted
            // The flow is read through the entry (`stepFlow(rendering:)`, `entry.flow!`), not bound: binding it would retain it.
            guard entry.flowID != nil else { preconditionFailure("A path chain must end in a flow while routing.") }
            firstChangedEntry = min(firstChangedEntry, routedCount - 1)
            switch entry.stepFlow(rendering: &rendered) {
            case .screen(let rule):
                appendRouted(entry.entry(showing: &rendered, rule: rule))
                return .screen
            case .flow(let child, let rule):
                let flow = entry.flow!
                precondition(
                    !child.runtime.hasFinished,
                    "Rule \"\(rule.name)\" of flow '\(flow.name)' routed to flow '\(child.name)', which already finished "
                        + "and handed its output on; build the child inside the rule "
                        + "(`router.addFlow(condition, MyFlow.make()) { … }`) so the rule gets a new flow each time it becomes current."
                )
                for index in start..<routedCount where entries[index].flow?.id == child.id {
                    // The rule handed back a flow already on the path; keeping it as the rule's child
                    // would make that flow refer to itself and never be released.
                    flow.runtime.discardCurrentChild()
                    let names = entries[start..<routedCount].map(\.element.name) + [child.name]
                    throw .routesIntoItself(
                        flow: flow.name, rule: rule.name, state: stateText(flow),
                        path: names.joined(separator: " > "))
                }
                guard routedCount - start + 1 < limits.maximumDepth else {
                    throw .pathTooDeep(
                        flow: flow.name, rule: rule.name, state: stateText(flow), limit: limits.maximumDepth)
                }
                child.runtime.navigatorReference = reference
                appendRouted(
                    PathEntry(
                        node: .flow(child), owner: flow, rule: rule, presentation: rule.presentation, chain: top.id,
                        parent: entry.place, above: entry.pathNode))
            case .finished(let rule):
                let flow = entry.flow!
                let output = flow.runtime.finish()
                log.record(.finished(flow: flow.name, output: LoggedValue(value: output, policy: stateLogging)))
                removeLastRouted()
                guard routedCount > start else {
                    firstChangedEntry = min(firstChangedEntry, routedCount)
                    return .finished(output)
                }
                finishes += 1
                guard let parent = lastRouted.flow else { preconditionFailure("A finished child must have a parent.") }
                guard finishes <= limits.maximumFinishesPerUpdate else {
                    throw .didNotSettle(
                        flow: parent.name, rule: parent.runtime.currentRule?.name ?? rule.name,
                        state: stateText(parent), limit: limits.maximumFinishesPerUpdate)
                }
                parent.runtime.childDidFinish(output: output)
            case .noMatch:
                let flow = entry.flow!
                throw .noMatchingRule(flow: flow.name, state: stateText(flow))
            }
        }
    }

    /// Keeps the chain's previous entries that need no routing: up to and including the first flow that does.
    ///
    /// - Returns: `false` (keeping nothing) when the chain was not on the path; after `true`,
    ///   the last entry routed is the flow to route, or the chain's screen when nothing changed.
    private func keepUnchangedPrefix(of top: FlowHandle) -> Bool {
        let chain = top.id
        let count = previousCount
        var start = 0
        while start < count, previousChain(start) != chain { start += 1 }
        guard start < count else { return false }
        // The chain moved (a chain before it grew, shrank or left): its entries stand at new indices.
        if start != routedCount { firstChangedEntry = min(firstChangedEntry, routedCount) }
        let fullCheck = needsFullCheck
        if !fullCheck, !routingRequestsOverflowed {
            return keepPrefixAboveRequests(ofChainAt: start, count: count)
        }
        var end = start
        while end < count {
            let entry = previousEntry(end)
            guard entry.chain == chain else { return false }
            guard let flow = entry.flow, !flow.runtime.needsRouting, !fullCheck || flow.runtime.currentRuleStillWins
            else {
                keepPrevious(start..<(end + 1))
                return true
            }
            end += 1
        }
        return false
    }

    /// `keepUnchangedPrefix(of:)` when the flows to route are listed: keeps the chain that starts
    /// at `start` down to the topmost listed flow on it, or down to its screen when none is.
    ///
    /// Each listed flow is looked for from the chain's end up: the flows whose states change
    /// most are those showing screens, at the bottom, so most updates compare two entries, not
    /// the whole chain. Fields are read in place, without retaining the entries.
    private func keepPrefixAboveRequests(ofChainAt start: Int, count: Int) -> Bool {
        let chain = previousChain(start)
        // Chains are contiguous: one that holds the path's last entry runs to the end.
        var chainEnd = count
        if previousChain(count - 1) != chain {
            chainEnd = start + 1
            while chainEnd < count, previousChain(chainEnd) == chain { chainEnd += 1 }
        }
        // A chain ends with its screen; one that ends with a flow (none does after routing) is routed from its top.
        var keepThrough = previousFlowID(chainEnd - 1) == nil ? chainEnd - 1 : chainEnd
        var request = 0
        while request < routingRequests.count {
            var index = keepThrough - 1
            while index >= start {
                if previousFlowID(index) == routingRequests[request] {
                    keepThrough = index
                    break
                }
                index -= 1
            }
            request += 1
        }
        guard keepThrough < chainEnd else { return false }
        keepPrevious(start..<(keepThrough + 1))
        return true
    }

    /// A flow's state as the ``StateLogging`` policy allows, for error messages.
    func stateText(_ flow: FlowHandle) -> String {
        stateLogging.text(for: flow.runtime.stateSnapshot) ?? "<omitted>"
    }
}
