/// Word-at-a-time searches for one of a few bytes, the inner loop of ``ImportScanner``.
///
/// Eight bytes are tested per step with the classic "has zero byte" trick: for a word `v`,
/// `(v - 0x01…01) & ~v & 0x80…80` has the high bit of the lowest zero byte set (higher bits may be
/// false positives, so only the lowest set bit is used).
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    private static func zeroBytes(_ value: UInt64) -> UInt64 {
        (value &- ones) & ~value & highs
    }

    @inline(__always)
    private static func word(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The index of the first `a` or `b` at or after `start`, or `end`.
    @inline(__always)
    static func first(_ a: UInt8, _ b: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let maskA = ones &* UInt64(a)
        let maskB = ones &* UInt64(b)
        var index = start
        while index &+ 8 <= end {
            let value = word(base, index)
            let hits = zeroBytes(value ^ maskA) | zeroBytes(value ^ maskB)
            if hits != 0 { return index &+ (hits.trailingZeroBitCount &>> 3) }
            index &+= 8
        }
        while index < end {
            let byte = base[index]
            if byte == a || byte == b { return index }
            index &+= 1
        }
        return end
    }

    /// The index of the first `a` at or after `start`, or `end`.
    @inline(__always)
    static func first(_ a: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let maskA = ones &* UInt64(a)
        var index = start
        while index &+ 8 <= end {
            let hits = zeroBytes(word(base, index) ^ maskA)
            if hits != 0 { return index &+ (hits.trailingZeroBitCount &>> 3) }
            index &+= 8
        }
        while index < end {
            if base[index] == a { return index }
            index &+= 1
        }
        return end
    }

    /// How many `a` bytes lie in `start..<end`.
    @inline(__always)
    static func count(_ a: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var total = 0
        var index = first(a, in: base, from: start, to: end)
        while index < end {
            total &+= 1
            index = first(a, in: base, from: index &+ 1, to: end)
        }
        return total
    }
}
