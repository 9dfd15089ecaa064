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
    /// handles escapes, raw strings (`#"…"#`), interpolations (`\(…)`, `\#(…)`) holding their own strings,
    /// and a closing `"""` that starts the line.
    func isInsideStringLiteral(from lineBegin: Int, to position: Int) -> Bool {
        var index = skipBlanks(from: lineBegin)
        if index &+ 2 < position && base[index] == Byte.quote && base[index &+ 1] == Byte.quote
            && base[index &+ 2] == Byte.quote
        {
            index &+= 3
        }
        // Innermost last: a string's raw-delimiter `#` count (>= 0), or -1 - depth for an interpolation's
        // parentheses. Empty: code outside any string.
        var nesting: [Int] = []
        while index < position {
            let byte = base[index]
            let top = nesting.last ?? -1
            if nesting.isEmpty || top < 0 {
                if byte == Byte.quote {
                    var hashes = 0
                    while index &- hashes &- 1 >= lineBegin && base[index &- hashes &- 1] == Byte.hash { hashes &+= 1 }
                    nesting.append(hashes)
                } else if !nesting.isEmpty && byte == Byte.openParen {
                    nesting[nesting.count - 1] = top &- 1
                } else if !nesting.isEmpty && byte == Byte.closeParen {
                    if top == -1 { nesting.removeLast() } else { nesting[nesting.count - 1] = top &+ 1 }
                }
            } else if byte == Byte.backslash && hasHashes(top, from: index &+ 1) {
                let next = index &+ 1 &+ top
                if next < position && base[next] == Byte.openParen {
                    nesting.append(-1)
                    index = next
                } else if top == 0 {
                    index &+= 1  // an escaped character
                }
            } else if byte == Byte.quote && hasHashes(top, from: index &+ 1) {
                nesting.removeLast()
                index &+= top
            }
            index &+= 1
        }
        return (nesting.last ?? -1) >= 0
    }

    /// Whether `hashes` `#` follow from `start`.
    private func hasHashes(_ hashes: Int, from start: Int) -> Bool {
        var offset = 0
        while offset < hashes {
            guard start &+ offset < count, base[start &+ offset] == Byte.hash else { return false }
            offset &+= 1
        }
        return true
    }
}
