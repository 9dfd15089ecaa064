/// Where each array and object near the top of a document ends, and which one is listed next after it, found by ``JSONSyntaxCheck`` in its one pass.
///
/// ``DocumentReader`` finds a member's end to move past it, then reads the member itself: without
/// this table every byte was scanned once per level it is nested in (a state in a flow in a
/// chain, five times), about 30,000 instructions per save + restore of the depth-4 tree
/// (callgrind) and five passes over a 50 MB state.
///
/// Invariants: it lists every array and object that opens at a nesting depth below
/// ``recordedDepth`` (the document is depth 0; a flow's state is depth 5), each in a slot, in the
/// order they open. A container's end is the offset just past its closing bracket; its next slot
/// is the count of slots when it closed, so the slot of the container that opens after its
/// contents. Hence, in a listed container whose members are listed (depth below
/// `recordedDepth - 1`), the first member that is a container has the container's slot plus one,
/// and the one after a member in slot `s` has `next(after: s)`: the reader walks members in
/// order and takes each end from here, with no search. Containers nested deeper are not listed,
/// and the reader scans for their end. In debug builds the reader checks every end it takes
/// from here against that scan.
struct ContainerEnds {
    /// The depth below which containers are listed: the document's own structure and its states, not what states hold.
    static let recordedDepth = 6

    private var ends: [Int]
    private var nexts: [Int]

    init() {
        // A small document lists a few dozen containers: room for them without growing.
        ends = []
        nexts = []
        ends.reserveCapacity(32)
        nexts.reserveCapacity(32)
    }

    /// Lists the container that opens next; its end follows with ``close(_:at:)``.
    ///
    /// - Returns: its slot.
    mutating func open() -> Int {
        ends.append(-1)
        nexts.append(-1)
        return ends.count - 1
    }

    /// Sets the end of the container in `slot`, which closes now.
    mutating func close(_ slot: Int, at end: Int) {
        ends[slot] = end
        nexts[slot] = ends.count
    }

    /// Where the container in `slot` ends.
    func end(ofSlot slot: Int) -> Int { ends[slot] }

    /// The slot of the first container that opened after the one in `slot` closed.
    func next(after slot: Int) -> Int { nexts[slot] }
}
