extension Transition {
    /// The transitions that take a host from the diff's old path to its new one.
    ///
    /// The paths are compared by identity (flow instances, and screens by owner, rule and id).
    /// Moving forward, a modal element that leaves is dismissed, and the new leaf enters the way
    /// the rule at the point of divergence says (push, present or replace). Moving back, the
    /// leaf is popped, or dismissed when it was modal.
    @MainActor
    static func between(_ diff: PathDiff, direction: Navigator.Direction, cause: Cause?) -> [Transition] {
        guard !diff.isEmpty else { return [] }
        let from = diff.old.last?.screen?.screenID
        let to = diff.new.last?.screen?.screenID
        let why = cause ?? inferredCause(removed: diff.removed, added: diff.added)

        if diff.old.isEmpty { return [Transition(.replace, from: nil, to: to, cause: why)] }
        if diff.new.isEmpty { return [] }
        switch direction {
        case .back:
            let kind: Kind = diff.leavesModal ? .dismiss : (diff.entersModal ? .present : .pop)
            return [Transition(kind, from: from, to: to, cause: why)]
        case .forward:
            var result: [Transition] = []
            if diff.leavesModal {
                result.append(Transition(.dismiss, from: from, to: diff.added.isEmpty ? to : nil, cause: why))
            }
            guard let first = diff.added.first else { return result }
            let kind: Kind = diff.entersModal ? .present : (first.presentation == .replace ? .replace : .push)
            result.append(Transition(kind, from: diff.leavesModal ? nil : from, to: to, cause: why))
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
