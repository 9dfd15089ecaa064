/// How two resolved paths differ: the shared prefix, what left, what entered.
@MainActor
struct PathDiff {
    let old: [PathEntry]
    let new: [PathEntry]
    /// How many leading entries are the same place in both paths.
    let shared: Int
    /// How many leading entries are the very same entries (kept by routing, not rebuilt); at most `shared`.
    let kept: Int

    init(old: [PathEntry], new: [PathEntry]) {
        self.old = old
        self.new = new
        // Kept entries are the same place without comparing identities: most of a path is kept.
        var kept = 0
        while kept < old.count, kept < new.count, old[kept] === new[kept] { kept += 1 }
        var shared = kept
        while shared < old.count, shared < new.count, old[shared].identity == new[shared].identity { shared += 1 }
        self.kept = kept
        self.shared = shared
    }

    var removed: ArraySlice<PathEntry> { old[shared...] }
    var added: ArraySlice<PathEntry> { new[shared...] }
    var leafChanged: Bool {
        guard let oldLeaf = old.last, let newLeaf = new.last else { return !old.isEmpty || !new.isEmpty }
        return oldLeaf !== newLeaf && oldLeaf.identity != newLeaf.identity
    }

    /// Whether both paths hold the same flows in the same order, known without looking at them:
    /// every entry but a leaf screen was kept.
    var keptAllFlows: Bool {
        kept + 1 >= old.count && kept + 1 >= new.count && old.last?.flow == nil && new.last?.flow == nil
    }
}
