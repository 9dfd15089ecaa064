/// Where each array and object near the top of a document ends, found by ``JSONSyntaxCheck`` in its one pass.
///
/// ``DocumentReader`` finds a member's end to move past it, then reads the member itself: without
/// this table every byte was scanned once per level it is nested in (a state in a flow in a
/// chain, five times), about 30,000 instructions per save + restore of the depth-4 tree
/// (callgrind) and five passes over a 50 MB state.
///
/// Invariants: it holds every array and object that opens at a nesting depth below
/// ``recordedDepth`` (the document is depth 0; a flow's state is depth 5), in the order they open,
/// which is the order of their starts; each end is the offset just past the closing bracket.
/// Containers nested deeper are not listed, and the reader scans for their end as before. In debug
/// builds the reader checks every end it takes from here against that scan.
struct ContainerEnds {
    /// The depth below which containers are listed: the document's own structure and its states, not what states hold.
    static let recordedDepth = 6

    private var starts: [Int]
    private var ends: [Int]

    init() {
        // A small document lists a few dozen containers: room for them without growing.
        starts = []
        ends = []
        starts.reserveCapacity(32)
        ends.reserveCapacity(32)
    }

    /// Lists a container that opens at `start`; its end follows with ``close(_:at:)``.
    ///
    /// - Returns: its slot.
    mutating func open(at start: Int) -> Int {
        starts.append(start)
        ends.append(-1)
        return starts.count - 1
    }

    /// Sets the end of the container in `slot`.
    mutating func close(_ slot: Int, at end: Int) { ends[slot] = end }

    /// Where the listed container that opens at `start` ends; `nil` when none is listed there.
    func end(ofContainerAt start: Int) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < start { low = middle + 1 } else { high = middle }
        }
        guard low < starts.count, starts[low] == start else { return nil }
        return ends[low]
    }
}
