extension Navigator {
    enum ChainResult {
        case path([PathEntry])
        case finished(any Sendable)
    }

    /// Walks one chain of flows from `top` down to a screen, finishing flows on the way.
    ///
    /// The chain's previous entries are kept down to the first flow that must route again: one
    /// whose state, rules or decorations changed (or, on a full check, whose current rule no
    /// longer wins: see ``Navigator/setNeedsRouting()``). A child
    /// that finishes hands its output to its parent's rule, and the parent routes again;
    /// ``NavigatorLimits`` bound both the depth and the number of finishes.
    func evaluateChain(from top: FlowHandle, presentation: Presentation, place: PlaceKey) throws(FlowError)
        -> ChainResult
    {
        var chain = unchangedPrefix(of: top)
        if chain.isEmpty {
            chain.append(
                PathEntry(
                    node: .flow(top), owner: nil, rule: nil, presentation: presentation, chain: top.id, parent: place))
        } else if chain.last?.flow == nil {
            return .path(chain)
        }
        var finishes = 0
        top.runtime.navigator = self
        while true {
            guard let flow = chain.last?.flow else {
                preconditionFailure("A path chain must end in a flow while routing.")
            }
            switch flow.runtime.step() {
            case .screen(let screen, let rule):
                chain.append(
                    PathEntry(
                        node: .screen(screen), owner: flow, rule: rule, presentation: rule.presentation, chain: top.id,
                        parent: chain[chain.count - 1].place))
                return .path(chain)
            case .flow(let child, let rule):
                guard !chain.contains(where: { $0.flow?.id == child.id }) else {
                    // The rule handed back a flow already on the path; keeping it as the rule's child
                    // would make that flow refer to itself and never be released.
                    flow.runtime.discardCurrentChild()
                    let path = (chain.map(\.element.name) + [child.name]).joined(separator: " > ")
                    throw .routesIntoItself(flow: flow.name, rule: rule.name, state: stateText(flow), path: path)
                }
                guard chain.count + 1 < limits.maximumDepth else {
                    throw .pathTooDeep(
                        flow: flow.name, rule: rule.name, state: stateText(flow), limit: limits.maximumDepth)
                }
                child.runtime.navigator = self
                chain.append(
                    PathEntry(
                        node: .flow(child), owner: flow, rule: rule, presentation: rule.presentation, chain: top.id,
                        parent: chain[chain.count - 1].place))
            case .finished(let rule):
                let output = flow.runtime.finish()
                log.record(.finished(flow: flow.name, output: LoggedValue(value: output, policy: stateLogging)))
                guard chain.count > 1 else { return .finished(output) }
                finishes += 1
                chain.removeLast()
                guard let parent = chain.last?.flow else { preconditionFailure("A finished child must have a parent.") }
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

    /// The chain's previous entries that need no routing: up to and including the first flow that does.
    ///
    /// Empty when the chain was not on the path; the whole chain (ending in its screen) when nothing changed.
    private func unchangedPrefix(of top: FlowHandle) -> [PathEntry] {
        var start = 0
        while start < entries.count, entries[start].chain != top.id { start += 1 }
        guard start < entries.count else { return [] }
        var end = start
        while end < entries.count, entries[end].chain == top.id {
            guard let flow = entries[end].flow else { return Array(entries[start...end]) }
            if flow.runtime.needsRouting || (needsFullCheck && !flow.runtime.currentRuleStillWins) {
                return Array(entries[start...end])
            }
            end += 1
        }
        return []
    }

    /// A flow's state as the ``StateLogging`` policy allows, for error messages.
    func stateText(_ flow: FlowHandle) -> String {
        stateLogging.text(for: flow.runtime.stateSnapshot) ?? "<omitted>"
    }
}
