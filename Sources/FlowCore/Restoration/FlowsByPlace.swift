/// The flows of a restored path by place key, as a `[PlaceKey: FlowHandle]` filled in path order gives them.
///
/// A path of a few entries is scanned instead: building and hashing into a dictionary cost about
/// 2,000 instructions per restore of the depth-4 tree (callgrind), more than the scans. Invariant:
/// both give, for a key, the flow of the last entry at that key, so a long path gets the
/// dictionary and the check stays linear, with the same answers.
@MainActor
struct FlowsByPlace {
    /// The longest path scanned rather than hashed.
    static let scannedEntries = 16

    private let entries: [PathEntry]
    private let table: [PlaceKey: FlowHandle]?

    init(_ entries: [PathEntry]) {
        self.entries = entries
        guard entries.count > Self.scannedEntries else {
            table = nil
            return
        }
        table = Self.reference(entries)
    }

    /// The flow of the last entry at `key`; `nil` when no entry with a flow has it.
    subscript(key: PlaceKey) -> FlowHandle? {
        if let table { return table[key] }
        var found: FlowHandle?
        for entry in entries.reversed() where entry.place == key {
            if let flow = entry.flow {
                found = flow
                break
            }
        }
        assert(found?.id == Self.reference(entries)[key]?.id, "FlowsByPlace scanned a different flow for a key.")
        return found
    }

    /// The dictionary itself, the reference the scan is checked against in debug builds.
    private static func reference(_ entries: [PathEntry]) -> [PlaceKey: FlowHandle] {
        var table: [PlaceKey: FlowHandle] = [:]
        for entry in entries { if let flow = entry.flow { table[entry.place] = flow } }
        return table
    }
}
