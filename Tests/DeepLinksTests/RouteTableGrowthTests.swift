import Testing

@testable import DeepLinks

/// A table that grows past its first few routes: every route still resolves, unknown links still miss,
/// and the patterns stay listed in registration order.
@Suite struct RouteTableGrowthTests {
    @Test func aTableOfFortyLiteralRoutesFindsEachAndMissesTheRest() throws {
        var table = RouteTable<Int>()
        var registered: [RoutePattern] = []
        // Registered out of name order, so that registration order is not also sorted order.
        for number in (0..<40).reversed() {
            try table.register("/route\(number)", number)
            registered.append(try RoutePattern(parsing: "/route\(number)"))
            #expect(table.patterns == registered)
            #expect(try table.match(DeepLinkURL(parsing: "/missing")) == nil)
        }
        #expect(table.count == 40)
        for number in 0..<40 {
            #expect(try table.resolve(DeepLinkURL(parsing: "/route\(number)")).value == number)
        }
    }

    @Test func theEdgeTableStaysAtMostHalfFullSoAMissingLiteralAlwaysMeetsAnEmptySlot() throws {
        var table = LiteralEdgeTable()
        for number in 0..<100 {
            var literal = "segment\(number)"
            let child = literal.withUTF8 { bytes in table.child(of: 0, bytes) { Int32(number) } }
            #expect(child == Int32(number))
            try #require(
                table.count * 2 <= table.slots.count,
                "\(table.count) edges in \(table.slots.count) slots: the table must grow before it is half full")
            var missing = "absent"
            #expect(missing.withUTF8 { table.child(of: 0, $0) } == -1)
        }
        #expect(table.count == 100)
        #expect(table.slots.count == 256)
    }
}
