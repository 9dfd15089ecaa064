extension Transition {
    /// The flow and rule behind a change: the rule of the first entry that entered (or left) the path.
    @MainActor
    static func inferredCause(decisive: PathEntry?) -> Cause {
        decisive?.cause ?? .presentation(flow: "")
    }

    /// Why the path changes when `entry` is the first to enter or leave it: its owner's rule, or its flow's presentation.
    @MainActor
    static func cause(of entry: PathEntry) -> Cause {
        guard let owner = entry.owner, let rule = entry.rule else {
            return .presentation(flow: entry.flow?.name ?? "")
        }
        return .stateChange(flow: owner.name, rule: rule.name)
    }
}
