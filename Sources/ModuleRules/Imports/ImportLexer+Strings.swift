/// String literals, as far as finding imports needs them.
///
/// A multi-line literal's opening `"""` ends its line and its closing `"""` starts one (Swift requires
/// both), so multi-line strings are found by their delimiters; single-line strings cannot span lines and
/// matter only when a `//` or `/*` is inside one, which a quote count on that line tells.
extension ImportLexer {
    /// The number of `#` of the raw delimiter when the `"""` at `index` opens a multi-line string (only
    /// blanks follow it on its line), or `nil`.
    func multiLineStringOpening(at index: Int) -> Int? {
        var after = index &+ 3
        guard after >= count || base[after] != Byte.quote else { return nil }
        while after < count
            && (base[after] == Byte.space || base[after] == Byte.tab || base[after] == Byte.carriageReturn)
        {
            after &+= 1
        }
        guard after >= count || base[after] == Byte.newline else { return nil }
        var hashes = 0
        while index &- hashes &- 1 >= 0 && base[index &- hashes &- 1] == Byte.hash { hashes &+= 1 }
        return hashes
    }

    /// Skips a multi-line string's content from `start`; returns the index after the closing delimiter:
    /// `"""` first on its line, followed by `hashes` `#`.
    func skipMultiLineString(from start: Int, hashes: Int) -> Int {
        var candidate = findTripleQuote(from: start)
        while candidate < count {
            var end = candidate &+ 3
            var closing = 0
            while closing < hashes && end < count && base[end] == Byte.hash {
                closing &+= 1
                end &+= 1
            }
            if closing == hashes && isFirstOnLine(candidate) { return end }
            candidate = findTripleQuote(from: candidate &+ 1)
        }
        return count
    }

    /// Whether `position` lies inside a single-line string literal of the line beginning at `lineBegin`;
    /// handles escapes, raw strings (`#"…"#`) and a closing `"""` that starts the line.
    func isInsideStringLiteral(from lineBegin: Int, to position: Int) -> Bool {
        var index = skipBlanks(from: lineBegin)
        if index &+ 2 < position && base[index] == Byte.quote && base[index &+ 1] == Byte.quote
            && base[index &+ 2] == Byte.quote
        {
            index &+= 3
        }
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
}
