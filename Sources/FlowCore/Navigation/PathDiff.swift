/// How the routed path differs from the previous one: the shared prefix, what left, what entered.
///
/// The previous path is read as routing left it (see `Navigator+RoutedPath.swift`): the first
/// `intact` entries of the new path, then `previousTail`.
@MainActor
struct PathDiff {
    let new: [PathEntry]
    /// The previous path's entries after the `intact` ones it shares with `new`.
    let previousTail: [PathEntry]
    /// How many leading entries of `new` are the previous path's, untouched by routing.
    let intact: Int
    /// How many leading entries are the same place in both paths.
    let shared: Int
    /// How many leading entries are the very same entries (kept by routing, not rebuilt); at most `shared`.
    let kept: Int

    init(new: [PathEntry], intact: Int, previousTail: [PathEntry]) {
        self.new = new
        self.previousTail = previousTail
        self.intact = intact
        // Kept entries are the same place without comparing identities: most of a path is kept.
        var kept = intact
        var index = 0
        while index < previousTail.count, kept < new.count, previousTail[index] === new[kept] {
            kept += 1
            index += 1
        }
        var shared = kept
        while index < previousTail.count, shared < new.count, previousTail[index].identity == new[shared].identity {
            shared += 1
            index += 1
        }
        self.kept = kept
        self.shared = shared
    }

    /// How many entries the previous path had.
    var oldCount: Int { intact + previousTail.count }
    /// The previous path's last entry.
    var oldLast: PathEntry? { previousTail.last ?? (intact > 0 ? new[intact - 1] : nil) }
    var removed: ArraySlice<PathEntry> { previousTail[(shared - intact)...] }
    var added: ArraySlice<PathEntry> { new[shared...] }
    var leafChanged: Bool {
        guard let oldLeaf = oldLast, let newLeaf = new.last else { return oldCount > 0 || !new.isEmpty }
        return oldLeaf !== newLeaf && oldLeaf.identity != newLeaf.identity
    }

    /// Whether both paths hold the same flows in the same order, known without looking at them:
    /// every entry but a leaf screen was kept.
    var keptAllFlows: Bool {
        kept + 1 >= oldCount && kept + 1 >= new.count && oldLast?.flow == nil && new.last?.flow == nil
    }
}
