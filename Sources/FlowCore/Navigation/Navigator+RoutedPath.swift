/// The path being routed, built in place over the previous one.
///
/// Most updates keep every entry but the last few, so routing does not build a new array: it
/// walks `entries` with a cursor (`routedCount`) while the routed path matches the previous
/// one, and only where they first part does it move the rest of the previous path out, into
/// `previousTail`. The previous path stays readable as `entries[..<intactCount]` followed by
/// `previousTail` until the update is applied (see ``PathDiff``); a kept entry costs nothing,
/// not a retain and a release per entry and update.
///
/// While routing, `entries[..<routedCount]` is the path routed so far; before the two paths
/// part (`!hasParted`), the rest of `entries` is still the previous path's.
extension Navigator {
    /// Starts routing over the current path.
    func beginRouting() {
        routedCount = 0
        intactCount = entries.count
        hasParted = false
    }

    /// How many entries the previous path has.
    var previousCount: Int { intactCount + previousTail.count }

    /// The entry at `index` of the previous path.
    func previousEntry(_ index: Int) -> PathEntry {
        index < intactCount ? entries[index] : previousTail[index - intactCount]
    }

    /// The chain of the previous path's entry at `index`, read in place: binding the entry would retain it.
    func previousChain(_ index: Int) -> ObjectIdentifier {
        index < intactCount ? entries[index].chain : previousTail[index - intactCount].chain
    }

    /// The flow identity of the previous path's entry at `index` (`nil` for a screen), read in place.
    func previousFlowID(_ index: Int) -> ObjectIdentifier? {
        index < intactCount ? entries[index].flowID : previousTail[index - intactCount].flowID
    }

    /// The flow of the previous path's entry at `index` (`nil` for a screen), read in place.
    func previousFlow(_ index: Int) -> FlowHandle? {
        index < intactCount ? entries[index].flow : previousTail[index - intactCount].flow
    }

    /// The last entry routed so far; routing appends a chain's top before asking for it.
    var lastRouted: PathEntry { entries[routedCount - 1] }

    /// Moves the previous path's entries from the cursor on out of `entries`, once: from here on `entries` holds only the routed path.
    private func part() {
        guard !hasParted else { return }
        hasParted = true
        intactCount = routedCount
        // One entry at a time (usually the one): `removeSubrange` and `append(contentsOf:)` go
        // through generic range replacement, several hundred instructions for one element.
        // The tail is empty when routing begins (see `clearPreviousTail()`), so reversing it puts the moved entries in order.
        while entries.count > routedCount { previousTail.append(entries.removeLast()) }
        if previousTail.count > 1 { previousTail.reverse() }
    }

    /// Appends a new entry to the routed path.
    func appendRouted(_ entry: consuming PathEntry) {
        part()
        entries.append(consume entry)
        routedCount += 1
    }

    /// Removes the last entry of the routed path (a flow that finished).
    func removeLastRouted() {
        part()
        let removed = entries.removeLast()
        routedCount -= 1
        // An entry of the previous path stays part of it: the diff and the lifecycle read it.
        if routedCount < intactCount {
            previousTail.insert(removed, at: 0)
            intactCount = routedCount
        }
    }

    /// Appends the previous path's entries in `range` to the routed path; free when they already stand at the cursor.
    func keepPrevious(_ range: Range<Int>) {
        if !hasParted, range.lowerBound == routedCount {
            routedCount = range.upperBound
            return
        }
        part()
        for index in range { entries.append(previousEntry(index)) }
        routedCount += range.count
    }

    /// Ends routing: what is left of the previous path after the cursor leaves the routed path.
    func endRouting() {
        // Once parted, `entries` holds only the routed path: nothing is left after the cursor.
        if routedCount < entries.count { part() }
    }

    /// Puts the previous path back after routing failed, so the path stays what the host shows.
    func abandonRouting() {
        if hasParted {
            while entries.count > intactCount { entries.removeLast() }
            entries.append(contentsOf: previousTail)
            clearPreviousTail()
        }
        intactCount = entries.count
        routedCount = entries.count
        hasParted = false
    }

    /// Releases the previous path's entries that left the path, keeping the tail's storage for the next routing.
    func clearPreviousTail() {
        // Like `Array.empty()`, but screen entries that left the path let go of their screens.
        while let removed = previousTail.popLast() {
            // A screen entry is remembered by its flow's entry for reuse: off the path, it keeps no screen.
            if removed.screenID != nil, !isRouted(removed) { removed.releaseScreen() }
        }
    }

    /// Whether `entry` is on the routed path; screen entries end chains, so the search starts from the end.
    private func isRouted(_ entry: PathEntry) -> Bool {
        guard let last = entries.last else { return false }
        if last === entry { return true }
        // A path of one chain has one screen entry, its last.
        if entries[0].chain == last.chain { return false }
        var index = entries.count - 1
        while index >= 0 {
            if entries[index] === entry { return true }
            index -= 1
        }
        return false
    }

    /// The previous path as an array, for the rare updates that change which flows are on the path.
    var previousEntries: [PathEntry] { Array(entries[..<intactCount]) + previousTail }
}
