/// Finds the import lexer's events and short byte strings (`"""`) by rare bytes and adjacent byte pairs,
/// sixteen bytes at a time.
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

    /// The index of the next byte the import lexer must look at — a `/`, a `#`, the first of two quotes
    /// (`""`), or an `m` followed by `p` (as in `import`) — in `start..<end`, or `end`.
    ///
    /// One pass over the bytes finds all four kinds of event, sixteen bytes per step.
    static func event(in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        let slash = SIMD16<UInt8>(repeating: UInt8(ascii: "/"))
        let hash = SIMD16<UInt8>(repeating: UInt8(ascii: "#"))
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let m = SIMD16<UInt8>(repeating: UInt8(ascii: "m"))
        let p = SIMD16<UInt8>(repeating: UInt8(ascii: "p"))
        var index = start
        while index &+ 17 <= end {
            let here = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
            let next = UnsafeRawPointer(base + (index &+ 1)).loadUnaligned(as: SIMD16<UInt8>.self)
            let single = (here .== slash) .| (here .== hash)
            let pairs = ((here .== quote) .& (next .== quote)) .| ((here .== m) .& (next .== p))
            let hits = unsafeBitCast(single .| pairs, to: SIMD2<UInt64>.self)
            let low = UInt64(littleEndian: hits[0])
            if low != 0 { return index &+ (low.trailingZeroBitCount &>> 3) }
            let high = UInt64(littleEndian: hits[1])
            if high != 0 { return index &+ 8 &+ (high.trailingZeroBitCount &>> 3) }
            index &+= 16
        }
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "#") { return index }
            if index &+ 1 < end {
                let following = base[index &+ 1]
                if (byte == UInt8(ascii: "\"") && following == UInt8(ascii: "\""))
                    || (byte == UInt8(ascii: "m") && following == UInt8(ascii: "p"))
                {
                    return index
                }
            }
            index &+= 1
        }
        return end
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
