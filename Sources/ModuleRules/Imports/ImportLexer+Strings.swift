/// String literals, as far as finding imports needs them.
///
/// A multi-line literal's opening `"""` ends its line and its closing `"""` starts one (Swift requires
/// both), so the lexer recognises multi-line strings line by line and never looks at single-line
/// strings, except to tell whether a `//` or `/*` it met is inside one.
extension ImportLexer {
    /// The number of `#` of a raw multi-line string whose opening delimiter ends the line that ends at
    /// `newline`, or `nil` when the line does not end with `"""`.
    @inline(__always)
    func multiLineStringOpening(endingAt newline: Int, lineBegin: Int) -> Int? {
        var last = newline &- 1
        while last >= lineBegin
            && (base[last] == Byte.space || base[last] == Byte.tab || base[last] == Byte.carriageReturn)
        {
            last &-= 1
        }
        guard last &- 2 >= lineBegin, base[last] == Byte.quote, base[last &- 1] == Byte.quote,
            base[last &- 2] == Byte.quote, last &- 3 < lineBegin || base[last &- 3] != Byte.quote
        else { return nil }
        var hashes = 0
        while last &- 3 &- hashes >= lineBegin && base[last &- 3 &- hashes] == Byte.hash { hashes &+= 1 }
        return hashes
    }

    /// Skips the content lines of a multi-line string starting at `start`; returns the index after the
    /// closing delimiter (`"""` followed by `hashes` `#`, first on its line).
    func skipMultiLineString(from start: Int, hashes: Int) -> Int {
        var lineBegin = start
        while lineBegin < count {
            let first = skipBlanks(from: lineBegin)
            if first &+ 2 < count && base[first] == Byte.quote && base[first &+ 1] == Byte.quote
                && base[first &+ 2] == Byte.quote
            {
                var end = first &+ 3
                var closing = 0
                while closing < hashes && end < count && base[end] == Byte.hash {
                    closing &+= 1
                    end &+= 1
                }
                if closing == hashes { return end }
            }
            let newline = ByteSearch.first(Byte.newline, in: base, from: first, to: count)
            guard newline < count else { break }
            lineBegin = newline &+ 1
        }
        return count
    }

    /// Whether `position` lies inside a single-line string literal that starts on the line beginning at
    /// `lineBegin`; handles escapes and raw strings (`#"…"#`).
    func isInsideStringLiteral(from lineBegin: Int, to position: Int) -> Bool {
        var index = lineBegin
        var hashes = -1  // -1: outside a string; otherwise the raw delimiter's `#` count
        while index < position {
            let byte = base[index]
            if hashes < 0 {
                if byte == Byte.quote {
                    hashes = 0
                    while index &- hashes &- 1 >= lineBegin && base[index &- hashes &- 1] == Byte.hash { hashes &+= 1 }
                }
            } else if byte == Byte.backslash && hashes == 0 {
                index &+= 1
            } else if byte == Byte.quote {
                var closing = 0
                while closing < hashes && index &+ 1 &+ closing < count && base[index &+ 1 &+ closing] == Byte.hash {
                    closing &+= 1
                }
                if closing == hashes {
                    index &+= hashes
                    hashes = -1
                }
            }
            index &+= 1
        }
        return hashes >= 0
    }

    /// The start of the line holding `index`, searching back no further than `floor`.
    func lineBeginning(of index: Int, notBefore floor: Int) -> Int {
        var cursor = min(index, count) &- 1
        while cursor >= floor {
            if base[cursor] == Byte.newline { return cursor &+ 1 }
            cursor &-= 1
        }
        return floor
    }
}
