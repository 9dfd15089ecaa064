import Testing

@testable import DeepLinks

/// The matcher's hash table of literal edges when two literals share a hash.
@Suite struct LiteralEdgeTableTests {
    /// The first two literals `k0000000`, `k0000001`, … whose 32-bit hashes under `parent` are equal; all are
    /// 8 bytes long, so the table has to compare their bytes to tell them apart.
    static func collidingLiterals(parent: Int32) -> (String, String) {
        var seen: [UInt32: String] = [:]
        for number in 0..<1_000_000 {
            let digits = String(number)
            var literal = "k" + String(repeating: "0", count: 7 - digits.count) + digits
            let hash = literal.withUTF8 { UInt32(truncatingIfNeeded: LiteralEdgeTable.hash(parent: parent, $0)) }
            if let earlier = seen[hash] { return (earlier, literal) }
            seen[hash] = literal
        }
        preconditionFailure("No two of a million literals share a 32-bit hash; the hash is broken.")
    }

    @Test func literalsWithTheSameHashAreTwoEdges() {
        let (first, second) = Self.collidingLiterals(parent: 0)
        #expect(first != second)
        var table = LiteralEdgeTable()
        var nextChild: Int32 = 1
        func insert(_ literal: String) -> Int32 {
            var literal = literal
            return literal.withUTF8 { bytes in
                table.child(of: 0, bytes) {
                    defer { nextChild += 1 }
                    return nextChild
                }
            }
        }
        func lookUp(_ literal: String) -> Int32 {
            var literal = literal
            return literal.withUTF8 { table.child(of: 0, $0) }
        }
        #expect(insert(first) == 1)
        #expect(insert(second) == 2)
        #expect(insert(first) == 1)
        #expect(lookUp(first) == 1)
        #expect(lookUp(second) == 2)
        #expect(table.count == 2)
    }
}
