import Testing

@testable import ServiceLocator

/// The table at the sizes a scope really has: a handful of mocks, and exactly the initial capacity.
@Suite(.timeLimit(.minutes(1))) struct TypeTableSizeTests {
    /// Objects whose identities serve as keys; kept alive so that no address is reused.
    private final class Key {}

    @Test func manySmallTablesFindEveryKeyInEverySlot() {
        // 200 tables of 7 keys (the most before the first growth) put keys in all 16 initial slots. Every
        // key stays alive to the end, so that no address (and no slot it hashes to) comes back.
        let allKeys = (0..<200).map { _ in (0..<7).map { _ in Key() } }
        var misses = 0
        for keys in allKeys {
            var table = TypeTable<Int>()
            for (index, key) in keys.enumerated() { table.set(index, for: ObjectIdentifier(key)) }
            misses += keys.indices.filter { table[ObjectIdentifier(keys[$0])] != $0 }.count
        }
        #expect(misses == 0)
    }

    @Test func aTableWithSixteenKeysStillAnswersNilForAKeyItLacks() {
        let keys = (0..<16).map { _ in Key() }
        var table = TypeTable<Int>()
        for (index, key) in keys.enumerated() { table.set(index, for: ObjectIdentifier(key)) }
        #expect(table.count == 16)
        #expect(table[ObjectIdentifier(Key())] == nil)
        #expect(keys.indices.filter { table[ObjectIdentifier(keys[$0])] != $0 } == [])
    }
}
