import Testing

@testable import ServiceLocator

/// The locator's open-addressing table: every key found again after collisions and growth.
@Suite struct TypeTableTests {
    /// Objects whose identities serve as keys; kept alive so that no address is reused.
    private final class Key {}

    @Test func everyKeyIsFoundAfterCollisionsAndGrowth() {
        let keys = (0..<1_000).map { _ in Key() }
        var table = TypeTable<Int>()
        for (index, key) in keys.enumerated() { table.set(index, for: ObjectIdentifier(key)) }
        // 1,000 keys in at most 2,048 slots collide many times over, and the table grew 7 times.
        #expect(table.count == 1_000)
        #expect(keys.indices.filter { table[ObjectIdentifier(keys[$0])] != $0 } == [])
        #expect(table.allValues.sorted() == Array(0..<1_000))
        #expect(table[ObjectIdentifier(Key())] == nil)
    }

    @Test func settingAKeyAgainReplacesItsValue() {
        let keys = (0..<100).map { _ in Key() }
        var table = TypeTable<String>()
        for key in keys { table.set("first", for: ObjectIdentifier(key)) }
        for key in keys { table.set("second", for: ObjectIdentifier(key)) }
        #expect(table.count == 100)
        #expect(Set(table.allValues) == ["second"])
        #expect(table.allValues.count == 100)
    }
}
