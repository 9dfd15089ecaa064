/// Single-line regex literals, whose `/*` or `//` (`#/a/*b/#`, `/\/*/`) open no comment.
extension ImportLexer {
    /// Whether `position` lies inside a single-line regex literal of the line beginning at `lineBegin`: an
    /// extended one (`#/…/#`, `##/…/##`) or a bare one (`/…/`) that starts where an expression may start
    /// (after an opening bracket, a comma, an operator or a keyword such as `return`, or first on the line).
    /// String literals on the line are skipped so a `/` inside one starts nothing.
    func isInsideRegexLiteral(from lineBegin: Int, to position: Int) -> Bool {
        var index = lineBegin
        var previous: UInt8 = 0  // the last byte that is not a blank, 0 at the start of the line
        while index < position {
            let byte = base[index]
            if byte == Byte.quote {
                index = stringEnd(from: index &+ 1, limit: position)
                previous = Byte.quote
                continue
            }
            if byte == Byte.hash {
                var hashes = 0
                while index &+ hashes < position && base[index &+ hashes] == Byte.hash { hashes &+= 1 }
                if index &+ hashes < count && base[index &+ hashes] == Byte.slash,
                    let end = regexEnd(from: index &+ hashes &+ 1, hashes: hashes)
                {
                    if end > position { return true }
                    index = end
                    previous = Byte.hash
                    continue
                }
            }
            if byte == Byte.slash && index &+ 1 < count && startsBareRegex(after: previous, at: index),
                let end = regexEnd(from: index &+ 1, hashes: 0)
            {
                if end > position { return true }
                index = end
                previous = Byte.slash
                continue
            }
            if byte != Byte.space && byte != Byte.tab { previous = byte }
            index &+= 1
        }
        return false
    }

    /// Whether a `/` at `index`, after the byte `previous`, opens a bare regex literal rather than a division
    /// or a comment: it follows no operand and is followed by neither a blank nor `/` or `*`.
    private func startsBareRegex(after previous: UInt8, at index: Int) -> Bool {
        let next = base[index &+ 1]
        guard next != Byte.space && next != Byte.tab && next != Byte.slash && next != Byte.star else { return false }
        switch previous {
        case 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
            UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return endsWithKeyword(before: index)
        }
    }

    /// Whether the word just before `index` (blanks skipped) is `return`, `case`, `in` or `try`.
    private func endsWithKeyword(before index: Int) -> Bool {
        var end = index
        while end > 0 && (base[end &- 1] == Byte.space || base[end &- 1] == Byte.tab) { end &-= 1 }
        var start = end
        while start > 0 && Byte.isIdentifier(base[start &- 1]) { start &-= 1 }
        let word = String(decoding: UnsafeBufferPointer(start: base + start, count: end &- start), as: UTF8.self)
        return word == "return" || word == "case" || word == "in" || word == "try" || word == "where"
    }

    /// The index after a regex body starting at `start` closed by `/` and `hashes` `#`, backslash escapes
    /// skipped; `nil` when the line ends first (then the `/` was an operator).
    private func regexEnd(from start: Int, hashes: Int) -> Int? {
        var index = start
        while index < count && base[index] != Byte.newline {
            if base[index] == Byte.backslash {
                index &+= 2
                continue
            }
            if base[index] == Byte.slash {
                var closing = 0
                while closing < hashes && index &+ 1 &+ closing < count && base[index &+ 1 &+ closing] == Byte.hash {
                    closing &+= 1
                }
                if closing == hashes { return index &+ 1 &+ hashes }
            }
            index &+= 1
        }
        return nil
    }

    /// The index after a single-line string whose opening quote ends just before `start`.
    private func stringEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < count && base[index] != Byte.newline {
            if base[index] == Byte.backslash {
                index &+= 2
                continue
            }
            if base[index] == Byte.quote { return index &+ 1 }
            index &+= 1
        }
        return max(index, limit)
    }
}
