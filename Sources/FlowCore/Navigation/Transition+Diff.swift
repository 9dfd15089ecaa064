extension Transition {
    /// The transitions that take a host from the `old` path to the `new` one.
    ///
    /// The paths are compared by identity (flow instances, and screens by owner, rule and id).
    /// Moving forward, a modal element that leaves is dismissed, and the new leaf enters the way
    /// the rule at the point of divergence says (push, present or replace). Moving back, the
    /// leaf is popped, or dismissed when it was modal.
    @MainActor
    static func between(
        _ old: [PathEntry], _ new: [PathEntry], direction: Navigator.Direction, cause: Cause?
    ) -> [Transition] {
        var shared = 0
        while shared < old.count, shared < new.count, old[shared].identity == new[shared].identity { shared += 1 }
        let removed = old[shared...]
        let added = new[shared...]
        guard !removed.isEmpty || !added.isEmpty else { return [] }

        let from = old.last?.screen?.id
        let to = new.last?.screen?.id
        let why = cause ?? inferredCause(removed: removed, added: added)
        let leavesModal = removed.contains { $0.presentation == .modal }
        let entersModal = added.contains { $0.presentation == .modal }

        if old.isEmpty { return [Transition(.replace, from: nil, to: to, cause: why)] }
        if new.isEmpty { return [] }
        switch direction {
        case .back:
            let kind: Kind = leavesModal ? .dismiss : (entersModal ? .present : .pop)
            return [Transition(kind, from: from, to: to, cause: why)]
        case .forward:
            var result: [Transition] = []
            if leavesModal { result.append(Transition(.dismiss, from: from, to: added.isEmpty ? to : nil, cause: why)) }
            guard let first = added.first else { return result }
            let kind: Kind = entersModal ? .present : (first.presentation == .replace ? .replace : .push)
            result.append(Transition(kind, from: leavesModal ? nil : from, to: to, cause: why))
            return result
        }
    }

    @MainActor
    private static func inferredCause(removed: ArraySlice<PathEntry>, added: ArraySlice<PathEntry>) -> Cause {
        let decisive = added.first ?? removed.first
        guard let decisive, let owner = decisive.owner, let rule = decisive.rule else {
            return .presentation(flow: decisive?.flow?.name ?? "")
        }
        return .stateChange(flow: owner.name, rule: rule.name)
    }
}
