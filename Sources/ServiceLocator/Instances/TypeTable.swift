/// A small open-addressing hash table keyed by `ObjectIdentifier` of a type.
///
/// Keys are metadata pointers, which are already well spread, so a Fibonacci multiply
/// replaces `Hasher`'s SipHash (the largest single cost of a `Dictionary` lookup on the
/// resolve path). Entries are never removed: the locator only adds or replaces them.
struct TypeTable<Value>: @unchecked Sendable {
    // @unchecked: a plain value type; the locator only stores Sendable values and only keeps
    // tables behind a Mutex. The conformance lets `Mutex<TypeTable<…>>` cross isolation.
    private var keys: [UInt] = Array(repeating: 0, count: 16)
    private var values: [Value?] = Array(repeating: nil, count: 16)
    private var shift = UInt.bitWidth - 4

    /// How many keys the table holds.
    private(set) var count = 0

    /// Every stored value, in no particular order.
    var allValues: [Value] { values.compactMap { $0 } }

    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) &>> UInt(shift))
    }

    /// The value stored for `key`, or `nil`.
    @inline(__always)
    subscript(key: ObjectIdentifier) -> Value? {
        let raw = UInt(bitPattern: key)
        let mask = keys.count - 1
        var index = home(of: raw)
        while true {
            let found = keys[index]
            if found == raw { return values[index] }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `key`, replacing any earlier value.
    mutating func set(_ value: Value, for key: ObjectIdentifier) {
        insert(value, for: UInt(bitPattern: key))
    }

    private mutating func insert(_ value: Value, for raw: UInt) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var index = home(of: raw)
        while keys[index] != 0 && keys[index] != raw {
            index = (index + 1) & mask
        }
        if keys[index] == 0 { count += 1 }
        keys[index] = raw
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            insert(value!, for: key)
        }
    }
}
