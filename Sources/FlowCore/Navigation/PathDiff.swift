/// How two resolved paths differ: the shared prefix, what left, what entered.
@MainActor
struct PathDiff {
    let old: [PathEntry]
    let new: [PathEntry]
    /// How many leading entries are the same place in both paths.
    let shared: Int

    init(old: [PathEntry], new: [PathEntry]) {
        self.old = old
        self.new = new
        var shared = 0
        while shared < old.count, shared < new.count, old[shared].identity == new[shared].identity { shared += 1 }
        self.shared = shared
    }

    var removed: ArraySlice<PathEntry> { old[shared...] }
    var added: ArraySlice<PathEntry> { new[shared...] }
    var leafChanged: Bool { old.last?.identity != new.last?.identity }
}
