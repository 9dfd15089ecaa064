/// A set of ASCII bytes as two 64-bit masks, so that a membership test is a shift and an `and`.
///
/// The sets are RFC 3986's character classes. Bytes of 128 and above are in no set: a link's
/// non-ASCII text must be percent-encoded.
struct CharacterMask: Sendable {
    /// Bytes 0–63.
    let low: UInt64
    /// Bytes 64–127.
    let high: UInt64

    /// Whether `byte` is in the set.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (high >> UInt64(byte &- 64)) & 1 != 0 }
        return false
    }

    /// The two masks joined.
    func union(_ other: CharacterMask) -> CharacterMask {
        CharacterMask(low: low | other.low, high: high | other.high)
    }

    /// `ALPHA / DIGIT / "+" / "-" / "."` — what may follow a scheme's first letter.
    static let scheme = CharacterMask(low: 0x03FF_6800_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)
    /// `pchar` without `%`: unreserved, sub-delims, `:` and `@`.
    static let path = CharacterMask(low: 0x2FFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    /// Query and fragment characters without `%`: `pchar`, `/` and `?`.
    static let query = CharacterMask(low: 0xAFFF_FFD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFF)
    /// `reg-name` characters without `%`: unreserved and sub-delims.
    static let host = CharacterMask(low: 0x2BFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)
    /// Characters inside `[` `]` of an IP literal: unreserved, sub-delims and `:`.
    static let ipLiteral = CharacterMask(low: 0x2FFF_7FD2_0000_0000, high: 0x47FF_FFFE_87FF_FFFE)

    /// The bytes that end a path segment: `/`, `?` and `#`.
    static let segmentEnd = CharacterMask(bytes: "/?#")
    /// The bytes that end an authority: `/`, `?` and `#`.
    static let authorityEnd = segmentEnd
    /// The bytes that end a query item's name: `=`, `&` and `#`.
    static let queryNameEnd = CharacterMask(bytes: "=&#")
    /// The bytes that end a query item's value: `&` and `#`.
    static let queryValueEnd = CharacterMask(bytes: "&#")
    /// No byte: a fragment runs to the end of the link.
    static let none = CharacterMask(low: 0, high: 0)

    /// A mask holding the given ASCII characters.
    init(bytes: StaticString) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        bytes.withUTF8Buffer { buffer in
            for byte in buffer where byte < 128 {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }
        self.init(low: low, high: high)
    }

    /// A mask from its two halves.
    init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }
}

/// ASCII helpers for bytes already known to be in a link.
enum ASCII {
    /// The value of a hex digit, or `nil`.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// Whether the byte is `A`–`Z`.
    @inline(__always)
    static func isUppercase(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "A") < 26
    }

    /// Whether the byte is `a`–`z` or `A`–`Z`.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// The byte lowercased if it is `A`–`Z`.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte | 0x20 : byte
    }
}
