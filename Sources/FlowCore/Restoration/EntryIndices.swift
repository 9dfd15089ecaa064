/// The position of the first path entry with a flow at each place key, as saved in a document's layout.
///
/// A path of a few entries is scanned: building a dictionary for it cost about 2,300 instructions
/// per save of the depth-4 tree (callgrind), more than the scans. Invariant: both give, for a key,
/// the position of the first entry that has a flow and that key, so a long path gets the
/// dictionary and saving stays linear, with the same answers.
@MainActor
struct EntryIndices {
    private let entries: [PathEntry]
    private let table: [PlaceKey: Int]?

    init(_ entries: [PathEntry]) {
        self.entries = entries
        table = entries.count > FlowsByPlace.scannedEntries ? Self.reference(entries) : nil
    }

    /// The position of the first entry that has a flow and `key`; `nil` when there is none.
    subscript(key: PlaceKey) -> Int? {
        if let table { return table[key] }
        let found = entries.firstIndex { $0.flow != nil && $0.place == key }
        assert(found == Self.reference(entries)[key], "EntryIndices scanned a different entry for a key.")
        return found
    }

    /// The dictionary itself, the reference the scan is checked against in debug builds.
    private static func reference(_ entries: [PathEntry]) -> [PlaceKey: Int] {
        // Sized once: growing it entry by entry rehashed it three times per save of a depth-4 path.
        var table = [PlaceKey: Int](minimumCapacity: entries.count)
        for (index, entry) in entries.enumerated() where entry.flow != nil && table[entry.place] == nil {
            table[entry.place] = index
        }
        return table
    }
}
