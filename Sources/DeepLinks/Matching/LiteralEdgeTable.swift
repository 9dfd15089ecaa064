/// Every literal edge of a ``SegmentTrie`` in one open-addressing hash table.
///
/// An edge is keyed by its parent node and the literal's bytes, so a lookup hashes the segment's
/// bytes where they lie in the link — no `String` is made — and compares them with the stored
/// key. One flat table for all nodes keeps a lookup to a hash and, almost always, one probe,
/// whatever the number of routes.
struct LiteralEdgeTable: Sendable {
    /// One slot; `child < 0` marks an empty slot.
    struct Slot: Sendable {
        var hash: UInt32 = 0
        var parent: Int32 = -1
        var child: Int32 = -1
        var keyStart: Int32 = 0
        var keyLength: Int32 = 0
    }

    /// The slots; the count is a power of two.
    private(set) var slots = [Slot](repeating: Slot(), count: 16)
    /// The literals' bytes, one after another.
    private(set) var keys: [UInt8] = []
    /// The number of edges.
    private(set) var count = 0

    /// Hashes a parent and a literal.
    @inline(__always)
    static func hash(parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
        var index = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                hash = (hash ^ word) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                index += 8
            }
        }
        while index < count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3
            index += 1
        }
        hash ^= UInt64(count)
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }

    /// The child reached from `parent` by the literal `bytes`, or -1.
    @inline(__always)
    static func child(
        of parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>, slots: UnsafeBufferPointer<Slot>,
        keys: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        let hash32 = UInt32(truncatingIfNeeded: Self.hash(parent: parent, bytes))
        let mask = slots.count - 1
        var index = Int(hash32) & mask
        while true {
            let slot = slots[index]
            if slot.child < 0 { return -1 }
            if slot.hash == hash32, slot.parent == parent, Int(slot.keyLength) == bytes.count,
                equal(keys, from: Int(slot.keyStart), bytes)
            {
                return slot.child
            }
            index = (index &+ 1) & mask
        }
    }

    /// The child reached from `parent` by the literal `bytes`, or -1.
    func child(of parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        slots.withUnsafeBufferPointer { slots in
            keys.withUnsafeBufferPointer { keys in Self.child(of: parent, bytes, slots: slots, keys: keys) }
        }
    }

    /// The child reached from `parent` by the literal `bytes`, made by `makeChild` if missing.
    mutating func child(
        of parent: Int32, _ bytes: UnsafeBufferPointer<UInt8>, orInsert makeChild: () -> Int32
    ) -> Int32 {
        if (count + 1) * 2 > slots.count { grow() }
        let hash32 = UInt32(truncatingIfNeeded: Self.hash(parent: parent, bytes))
        let mask = slots.count - 1
        var index = Int(hash32) & mask
        while slots[index].child >= 0 {
            let slot = slots[index]
            if slot.hash == hash32, slot.parent == parent, Int(slot.keyLength) == bytes.count,
                keys.withUnsafeBufferPointer({ Self.equal($0, from: Int(slot.keyStart), bytes) })
            {
                return slot.child
            }
            index = (index &+ 1) & mask
        }
        let child = makeChild()
        slots[index] = Slot(
            hash: hash32, parent: parent, child: child, keyStart: Int32(keys.count), keyLength: Int32(bytes.count))
        keys.append(contentsOf: bytes)
        count += 1
        return child
    }

    /// Doubles the table and re-places every edge by its stored hash.
    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.child >= 0 {
            var index = Int(slot.hash) & mask
            while slots[index].child >= 0 { index = (index &+ 1) & mask }
            slots[index] = slot
        }
    }

    /// Whether `keys[start...]` begins with `bytes`.
    @inline(__always)
    private static func equal(_ keys: UnsafeBufferPointer<UInt8>, from start: Int, _ bytes: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        var index = 0
        while index < bytes.count {
            if keys[start + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }
}
