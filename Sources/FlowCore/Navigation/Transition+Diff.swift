extension Transition {
    /// The flow and rule behind a change: the rule of the first entry that entered (or left) the path.
    @MainActor
    static func inferredCause(decisive: PathEntry?) -> Cause {
        guard let decisive, let owner = decisive.owner, let rule = decisive.rule else {
            return .presentation(flow: decisive?.flow?.name ?? "")
        }
        return .stateChange(flow: owner.name, rule: rule.name)
    }
}
