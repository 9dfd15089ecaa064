/// The contents of an IP literal, the text between `[` and `]` in a link's authority.
///
/// RFC 3986 allows an IPv6 address (eight groups of one to four hex digits, one `::` for a run of
/// zero groups, and an optional dotted IPv4 tail counting as two groups) or a future form
/// `v<hex>.<text>`. Anything else — `[]`, `[zz]`, `[1:2]` — is rejected by the parser.
enum IPLiteral {
    /// Whether `bytes` (without the brackets) are an IPv6 address or an IPvFuture literal.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if first | 0x20 == UInt8(ascii: "v") { return isFuture(bytes) }
        return isIPv6(bytes)
    }

    /// `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`; the parser has checked the characters.
    private static func isFuture(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 1
        while index < bytes.count, ASCII.hexValue(bytes[index]) != nil { index += 1 }
        guard index > 1, index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return false }
        return index + 1 < bytes.count
    }

    /// An IPv6 address in any of RFC 4291's text forms, with at most one `::`.
    static func isIPv6(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        let colon = UInt8(ascii: ":")
        var index = 0
        var groups = 0
        var compressed = false
        if count >= 2, bytes[0] == colon, bytes[1] == colon {
            compressed = true
            index = 2
            if index == count { return true }
        }
        while index < count {
            let start = index
            while index < count, ASCII.hexValue(bytes[index]) != nil { index += 1 }
            if index < count, bytes[index] == UInt8(ascii: ".") {
                // An IPv4 tail counts as two groups; the count is checked once at the end.
                guard isIPv4(UnsafeBufferPointer(rebasing: bytes[start...])) else { return false }
                groups += 2
                break
            }
            guard index > start, index - start <= 4 else { return false }
            groups += 1
            if index == count { break }
            guard bytes[index] == colon else { return false }
            index += 1
            guard index < count else { return false }
            if bytes[index] == colon {
                guard !compressed else { return false }
                compressed = true
                index += 1
            }
        }
        return compressed ? groups <= 7 : groups == 8
    }

    /// Four decimal octets from 0 to 255 without leading zeros, separated by `.`.
    static func isIPv4(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var octets = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let start = index
            var value = 0
            while index < count, bytes[index] &- UInt8(ascii: "0") < 10, index - start < 3 {
                value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                index += 1
            }
            let length = index - start
            guard length > 0, value <= 255, length == 1 || bytes[start] != UInt8(ascii: "0") else { return false }
            octets += 1
            if index == count { break }
            guard bytes[index] == UInt8(ascii: "."), octets < 4 else { return false }
            index += 1
            guard index < count else { return false }
        }
        return octets == 4
    }
}
