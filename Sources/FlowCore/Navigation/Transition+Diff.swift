extension Transition {
    /// Why the path changes when `entry` is the first to enter or leave it: its owner's rule, or its flow's presentation.
    @MainActor
    static func cause(of entry: PathEntry) -> Cause {
        guard let owner = entry.owner, let rule = entry.rule else {
            return .presentation(flow: entry.flow?.name ?? "")
        }
        return .stateChange(flow: owner.name, rule: rule.name)
    }
}
