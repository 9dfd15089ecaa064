extension Navigator {
    enum ChainEnd {
        /// The chain's entries, ending in a screen, were appended.
        case screen
        /// The chain's top flow finished with this output; nothing was appended.
        case finished(any Sendable)
    }

    /// Walks one chain of flows from `top` down to a screen, finishing flows on the way, and appends its entries to `path`.
    ///
    /// The chain's previous entries are kept down to the first flow that must route again: one
    /// whose state, rules or decorations changed (or, on a full check, whose current rule no
    /// longer wins: see ``Navigator/setNeedsRouting()``). A child
    /// that finishes hands its output to its parent's rule, and the parent routes again;
    /// ``NavigatorLimits`` bound both the depth and the number of finishes.
    func evaluateChain(
        from top: FlowHandle, presentation: Presentation, place: PlaceKey, into path: inout [PathEntry]
    ) throws(FlowError) -> ChainEnd {
        let start = path.count
        // Entries are appended to `path` directly: one array per update, not one per chain.
        if !appendUnchangedPrefix(of: top, to: &path) {
            firstChangedEntry = min(firstChangedEntry, path.count)
            path.append(
                PathEntry(
                    node: .flow(top), owner: nil, rule: nil, presentation: presentation, chain: top.id, parent: place,
                    above: nil))
            // A chain already on the path has its navigator; a weak store on every update costs more than this check.
            top.runtime.navigator = self
        } else if path[path.count - 1].flow == nil {
            return .screen
        }
        var finishes = 0
        while true {
            guard let flow = path[path.count - 1].flow else {
                preconditionFailure("A path chain must end in a flow while routing.")
            }
            firstChangedEntry = min(firstChangedEntry, path.count - 1)
            switch flow.runtime.step() {
            case .screen(let screen, let rule):
                path.append(path[path.count - 1].entry(showing: screen, rule: rule))
                return .screen
            case .flow(let child, let rule):
                for index in start..<path.count where path[index].flow?.id == child.id {
                    // The rule handed back a flow already on the path; keeping it as the rule's child
                    // would make that flow refer to itself and never be released.
                    flow.runtime.discardCurrentChild()
                    let names = path[start...].map(\.element.name) + [child.name]
                    throw .routesIntoItself(
                        flow: flow.name, rule: rule.name, state: stateText(flow),
                        path: names.joined(separator: " > "))
                }
                guard path.count - start + 1 < limits.maximumDepth else {
                    throw .pathTooDeep(
                        flow: flow.name, rule: rule.name, state: stateText(flow), limit: limits.maximumDepth)
                }
                child.runtime.navigator = self
                path.append(
                    PathEntry(
                        node: .flow(child), owner: flow, rule: rule, presentation: rule.presentation, chain: top.id,
                        parent: path[path.count - 1].place, above: path[path.count - 1].pathNode))
            case .finished(let rule):
                let output = flow.runtime.finish()
                log.record(.finished(flow: flow.name, output: LoggedValue(value: output, policy: stateLogging)))
                guard path.count - start > 1 else {
                    path.removeLast()
                    firstChangedEntry = min(firstChangedEntry, path.count)
                    return .finished(output)
                }
                finishes += 1
                path.removeLast()
                guard let parent = path[path.count - 1].flow else {
                    preconditionFailure("A finished child must have a parent.")
                }
                guard finishes <= limits.maximumFinishesPerUpdate else {
                    throw .didNotSettle(
                        flow: parent.name, rule: parent.runtime.currentRule?.name ?? rule.name,
                        state: stateText(parent), limit: limits.maximumFinishesPerUpdate)
                }
                parent.runtime.childDidFinish(output: output)
            case .noMatch:
                throw .noMatchingRule(flow: flow.name, state: stateText(flow))
            }
        }
    }

    /// Appends the chain's previous entries that need no routing: up to and including the first flow that does.
    ///
    /// - Returns: `false` (appending nothing) when the chain was not on the path; after `true`,
    ///   the last entry appended is the flow to route, or the chain's screen when nothing changed.
    private func appendUnchangedPrefix(of top: FlowHandle, to path: inout [PathEntry]) -> Bool {
        let entries = self.entries
        let chain = top.id
        var start = 0
        while start < entries.count, entries[start].chain != chain { start += 1 }
        guard start < entries.count else { return false }
        // The chain moved (a chain before it grew, shrank or left): its entries stand at new indices.
        if start != path.count { firstChangedEntry = min(firstChangedEntry, path.count) }
        let fullCheck = needsFullCheck
        var end = start
        if !fullCheck, !routingRequestsOverflowed {
            // The flows to route are listed: compare identities, without asking each flow.
            let requests = routingRequests
            while end < entries.count, entries[end].chain == chain {
                guard let id = entries[end].flowID, !requests.contains(id) else {
                    path.append(contentsOf: entries[start..<(end + 1)])
                    return true
                }
                end += 1
            }
            return false
        }
        while end < entries.count, entries[end].chain == chain {
            guard let flow = entries[end].flow,
                !flow.runtime.needsRouting, !fullCheck || flow.runtime.currentRuleStillWins
            else {
                path.append(contentsOf: entries[start..<(end + 1)])
                return true
            }
            end += 1
        }
        return false
    }

    /// A flow's state as the ``StateLogging`` policy allows, for error messages.
    func stateText(_ flow: FlowHandle) -> String {
        stateLogging.text(for: flow.runtime.stateSnapshot) ?? "<omitted>"
    }
}
