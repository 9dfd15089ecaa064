/// A deterministic 64-bit key for a place in the flow tree (FNV-1a over the parts that name it).
///
/// Places must be equal for a flow rebuilt where an earlier one stood, and the same in every
/// process, so that a saved host layout still names the same places after a restore: unlike
/// `Hasher`, which is seeded per process, FNV-1a gives the same key everywhere.
struct PlaceKey: Hashable, Sendable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The key of the root flow's chain.
    static let root = PlaceKey.top(presented: nil, ordinal: 0)

    /// The key of a chain's top: the root's, or a presented flow's (with how many flows of its name were presented before it).
    static func top(presented name: String?, ordinal: Int) -> PlaceKey {
        var key = PlaceKey()
        if let name {
            key.combine("presented")
            key.combine(name)
            key.combine(String(ordinal))
        } else {
            key.combine("root")
        }
        return key
    }

    /// Mixes `text`'s UTF-8 bytes, then a separator, into the key.
    mutating func combine(_ text: String) {
        var text = text
        // Over the contiguous bytes: iterating `utf8` goes through the view's index logic per byte.
        var value = self.value
        text.withUTF8 { bytes in
            for byte in bytes { value = Self.mixing(byte, into: value) }
        }
        // 0xFF is never a UTF-8 byte, so "ab" + "c" differs from "a" + "bc".
        self.value = Self.mixing(0xFF, into: value)
    }

    /// One FNV-1a step.
    private static func mixing(_ byte: UInt8, into value: UInt64) -> UInt64 {
        (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The key in hexadecimal, as saved in documents.
    var hex: String { String(value, radix: 16) }

    /// The key a saved hexadecimal text names, or `nil` if the text is not one.
    init?(hex: String) {
        guard let value = UInt64(hex, radix: 16) else { return nil }
        self.value = value
    }

    init() {}
}
