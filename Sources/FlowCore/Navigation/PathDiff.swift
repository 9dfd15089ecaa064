/// How the routed path differs from the previous one: the shared prefix, and whether the leaf or the flows changed.
///
/// The previous path is read as routing left it (see `Navigator+RoutedPath.swift`): the first
/// `intact` entries of the new path, then the previous tail. Only counts and flags are kept:
/// a diff holds no reference, so making and dropping one retains nothing.
@MainActor
struct PathDiff {
    /// How many leading entries of the new path are the previous path's, untouched by routing.
    let intact: Int
    /// How many leading entries are the same place in both paths.
    let shared: Int
    /// How many leading entries are the very same entries (kept by routing, not rebuilt); at most `shared`.
    let kept: Int
    /// Whether the leaf changed place (a screen or flow entered or left), not only its value.
    let leafChanged: Bool
    /// Whether both paths hold the same flows in the same order, known without looking at them:
    /// every entry but a leaf screen was kept.
    let keptAllFlows: Bool

    init(new: borrowing [PathEntry], intact: Int, previousTail: borrowing [PathEntry]) {
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
        let oldCount = intact + previousTail.count
        // The last entries are compared where they stand: binding them would retain and release each.
        let newLast = new.count - 1
        let oldLastIsFlow: Bool
        if oldCount == 0 || new.isEmpty {
            leafChanged = oldCount > 0 || !new.isEmpty
            oldLastIsFlow =
                oldCount > 0
                && (previousTail.isEmpty ? new[intact - 1] : previousTail[previousTail.count - 1]).flowID != nil
        } else if previousTail.isEmpty {
            // The previous path is the new one's first `intact` entries: its leaf is the same entry only if both end together.
            leafChanged = intact != new.count && new[intact - 1].identity != new[newLast].identity
            oldLastIsFlow = new[intact - 1].flowID != nil
        } else {
            let oldLast = previousTail.count - 1
            leafChanged =
                previousTail[oldLast] !== new[newLast] && previousTail[oldLast].identity != new[newLast].identity
            oldLastIsFlow = previousTail[oldLast].flowID != nil
        }
        keptAllFlows =
            kept + 1 >= oldCount && kept + 1 >= new.count && !oldLastIsFlow
            && (new.isEmpty || new[newLast].flowID == nil)
    }

    /// Why the path changed: the cause of the first entry that entered it, or else of the first that left it.
    ///
    /// Read where the entry stands: returning the entry would retain and release it.
    func cause(new: borrowing [PathEntry], previousTail: borrowing [PathEntry]) -> Transition.Cause {
        if shared < new.count { return new[shared].cause }
        if shared - intact < previousTail.count { return previousTail[shared - intact].cause }
        return .presentation(flow: "")
    }

    /// The previous path's entries after the shared ones: what left the path.
    func removed(from previousTail: [PathEntry]) -> ArraySlice<PathEntry> { previousTail[(shared - intact)...] }
}
