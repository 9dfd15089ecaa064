extension Flow: FlowRuntime {
    var rules: [RouteRule] { router.rules }
    var rulesVersion: Int { router.version }
    func rule(at index: Int) -> RouteRule { router.rules[index] }
    var currentRule: RouteRule? { router.current.map { router.rules[$0.index] } }
    var currentRuleStillWins: Bool {
        guard let current = router.current else { return false }
        return router.route(for: state)?.index == current.index
    }
    var stateSnapshot: any Sendable { state }
    var currentTarget: CurrentTarget? {
        guard let current = router.current else { return nil }
        switch router.targets[current.index] {
        case .screen(let render): return .screen(render(state, sink).screenID)
        case .flow: return current.child.map { .flow($0) }
        case .finish: return nil
        }
    }

    func step(rendering screen: inout any Screen) -> FlowStep {
        // The rules and the renderer read the state where it is stored: `inout` passes it without
        // the copy a read of the property makes (a retain of every array in it, and the state's
        // generic value witnesses). They only read it; a change meanwhile traps (see `Store`).
        if router.keepsEarlierStates { recordStep() }
        store.isReadInPlace = true
        defer { store.isReadInPlace = false }
        guard let index = router.ruleIndex(for: &store.storedState) else {
            router.current = nil
            return .noMatch
        }
        switch router.rules[index].kind {
        case .screen:
            // Through the rule's box, not the `Target`: see `Router.boxes`.
            router.current = (index, nil)
            screen = router.renderScreen(at: index, &store.storedState, store.sink)
            if hasScreenDecorators { decorate(&screen) }
            return .screen(rule: index)
        case .flow:
            guard case .flow(let build, _) = router.targets[index] else {
                preconditionFailure("A flow rule's target must be a flow.")
            }
            if router.current?.index != index || router.current?.child == nil {
                router.current = (index, build())
            }
            guard let child = router.current?.child else { preconditionFailure("A flow rule built no flow.") }
            return .flow(child, router.rules[index])
        case .finish:
            router.current = (index, nil)
            return .finished(router.rules[index])
        }
    }

    func discardCurrentChild() { router.current = nil }

    /// Keeps the state of this step for ``Back/restoringEarlierState``; out of line, since few flows opt in.
    @inline(never)
    private func recordStep() {
        steps.record(state, generation: navigator?.routingGeneration ?? 0)
    }

    var hasBackDeclarations: Bool { router.hasBackDeclarations }
    var keepsEarlierStates: Bool { router.keepsEarlierStates }

    func firstMatchingRuleIndex() -> Int? { router.route(for: state)?.index }

    func backDeclaration(ofRule index: Int) -> BackDeclaration {
        router.backs[index]?.declaration ?? .inherited
    }

    func sendBackActionOfCurrentRule() {
        // The current rule, not an index kept on the path: a plugin's rule inserted since renumbers the rules.
        switch router.current.flatMap({ router.backs[$0.index]?.kind }) {
        case .send(let action): send(action)
        case .perform(let change): change()
        default: preconditionFailure("Flow '\(name)' was asked for the back action of a rule that declares none.")
        }
    }

    func earlierState(before generation: Int) -> (any Sendable)? {
        guard router.keepsEarlierStates, let state = steps.state(before: generation) else { return nil }
        return state
    }

    /// Applies the screen decorators (plugins' list items and slot views) to `screen`, in place.
    private func decorate(_ screen: inout any Screen) {
        let state = self.state
        for decorator in screenDecorators { decorator.decorate(&screen, state) }
    }

    func childDidFinish(output: any Sendable) {
        guard let current = router.current else { return }
        if case .flow(_, let deliver) = router.targets[current.index] {
            router.current = nil
            update { deliver(&$0, output) }
        } else {
            router.current = nil
        }
    }

    func finish() -> any Sendable {
        hasFinished = true
        let output = makeOutput(state)
        for handler in outputHandlers { handler(output) }
        return output
    }

    func restore(_ snapshot: any Sendable) -> [RestorationReport.SkippedPart] {
        guard let restored = snapshot as? State else {
            preconditionFailure("Flow '\(name)' was asked to restore a \(type(of: snapshot)), not its \(State.self).")
        }
        return restore(state: restored)
    }

    /// ``restore(_:)`` for a state that already has the flow's type (restoration decodes it so).
    func restore(state: State) -> [RestorationReport.SkippedPart] {
        var restored = state
        var dropped: [RestorationReport.SkippedPart] = []
        if hasRestoreHandlers {
            for handler in restoreHandlers { dropped += handler(&restored) }
        }
        store.cancelEffects()
        // The store's own update tells the navigator nothing; `needsRouting` asks it to route this flow.
        store.update { $0 = restored }
        needsRouting = true
        navigator?.setNeedsUpdate()
        return dropped
    }

    func activate() {
        isActive = true
        router.isSealed = true
        for handler in activationHandlers { handler() }
    }

    func deactivate() {
        isActive = false
        store.cancelEffects()
        router.current = nil
        steps.forget()
        for handler in deactivationHandlers { handler() }
    }
}
