/// Finds short byte strings (`import`, `"""`) by a rare adjacent byte pair, sixteen bytes at a time.
///
/// The C library's `memmem` is not vectorised for short needles and is not declared by the Swift
/// overlay; a SIMD compare of two shifted loads finds the pair, and the rest of the needle is checked
/// where it occurs.
enum SubstringSearch {
    /// The index of the first `first` immediately followed by `second` in `start..<end` (both bytes
    /// inside the range), or `end`.
    @inline(__always)
    static func pair(
        _ first: UInt8, _ second: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
        let splatFirst = SIMD16<UInt8>(repeating: first)
        let splatSecond = SIMD16<UInt8>(repeating: second)
        var index = start
        while index &+ 17 <= end {
            let here = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            let next = UnsafeRawPointer(base + (index &+ 1)).loadUnaligned(as: SIMD16<UInt8>.self)
            let hits = unsafeBitCast((here .== splatFirst) .& (next .== splatSecond), to: SIMD2<UInt64>.self)
            // Lane k is the k-th byte in memory: read the halves little-endian so bit order follows it.
            let low = UInt64(littleEndian: hits[0])
            if low != 0 { return index &+ (low.trailingZeroBitCount &>> 3) }
            let high = UInt64(littleEndian: hits[1])
            if high != 0 { return index &+ 8 &+ (high.trailingZeroBitCount &>> 3) }
            index &+= 16
        }
        while index &+ 1 < end {
            if base[index] == first && base[index &+ 1] == second { return index }
            index &+= 1
        }
        return end
    }

    /// The index of the first `import` in `start..<end`, or `end`; anchored on the rarer pair `mp`.
    static func importWord(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start &+ 1
        while true {
            let found = pair(UInt8(ascii: "m"), UInt8(ascii: "p"), in: base, from: index, to: end)
            if found == end { return end }
            let candidate = found &- 1
            if found &+ 4 < end && base[candidate] == UInt8(ascii: "i") && base[found &+ 2] == UInt8(ascii: "o")
                && base[found &+ 3] == UInt8(ascii: "r") && base[found &+ 4] == UInt8(ascii: "t")
            {
                return candidate
            }
            index = found &+ 1
        }
    }

    /// The index of the first `"""` in `start..<end`, or `end`.
    static func tripleQuote(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        var index = start
        while true {
            let found = pair(quote, quote, in: base, from: index, to: end)
            guard found &+ 2 < end else { return end }
            if base[found &+ 2] == quote { return found }
            index = found &+ 2
        }
    }
}
