extension Navigator {
    enum ChainResult {
        case path([PathEntry])
        case finished(any Sendable)
    }

    /// Walks one chain of flows from `top` down to a screen, finishing flows on the way.
    ///
    /// A child that finishes hands its output to its parent's rule, and the parent routes
    /// again; ``NavigatorLimits`` bound both the depth and the number of finishes.
    func evaluateChain(from top: FlowHandle, presentation: Presentation) throws(FlowError) -> ChainResult {
        var chain = [PathEntry(node: .flow(top), owner: nil, rule: nil, presentation: presentation, chain: top.id)]
        var onPath: Set<ObjectIdentifier> = [top.id]
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
                        node: .screen(screen), owner: flow, rule: rule, presentation: rule.presentation, chain: top.id))
                return .path(chain)
            case .flow(let child, let rule):
                guard !onPath.contains(child.id) else {
                    let path = (chain.map(\.element.name) + [child.name]).joined(separator: " > ")
                    throw .routesIntoItself(
                        flow: flow.name, rule: rule.name, state: flow.runtime.stateDescription, path: path)
                }
                guard chain.count + 1 < limits.maximumDepth else {
                    throw .pathTooDeep(
                        flow: flow.name, rule: rule.name, state: flow.runtime.stateDescription,
                        limit: limits.maximumDepth)
                }
                child.runtime.navigator = self
                onPath.insert(child.id)
                chain.append(
                    PathEntry(
                        node: .flow(child), owner: flow, rule: rule, presentation: rule.presentation, chain: top.id))
            case .finished(let rule):
                let output = flow.runtime.finish()
                log.record(.finished(flow: flow.name, output: String(describing: output)))
                guard chain.count > 1 else { return .finished(output) }
                finishes += 1
                chain.removeLast()
                onPath.remove(flow.id)
                guard let parent = chain.last?.flow else { preconditionFailure("A finished child must have a parent.") }
                guard finishes <= limits.maximumFinishesPerUpdate else {
                    throw .didNotSettle(
                        flow: parent.name, rule: parent.runtime.currentRule?.name ?? rule.name,
                        state: parent.runtime.stateDescription, limit: limits.maximumFinishesPerUpdate)
                }
                parent.runtime.childDidFinish(output: output)
            case .noMatch:
                throw .noMatchingRule(flow: flow.name, state: flow.runtime.stateDescription)
            }
        }
    }
}
