/// Imports that do not start their line, and extended regex literals whose lines must not be read as code.
extension ImportLexer {
    /// Where a statement that may hold the `import` at `keyword` starts when something precedes it on its
    /// line: after the last `;` outside a string literal, or after a block comment that ends on the line.
    func statementStart(before keyword: Int, lineBegin: Int) -> Int? {
        let afterComment = lastCommentEnd >= lineBegin && lastCommentEnd <= keyword ? lastCommentEnd : nil
        var cursor = keyword
        let floor = afterComment ?? lineBegin
        while cursor > floor {
            cursor &-= 1
            if base[cursor] == Byte.semicolon && !isInsideStringLiteral(from: lineBegin, to: cursor) {
                return skipBlanks(from: cursor &+ 1)
            }
        }
        return afterComment.map { skipBlanks(from: $0) }
    }

    /// The index after a multi-line extended regex literal (`#/`, then only blanks to the end of the line,
    /// closed by `/#`, with as many `#` as opened it) whose first `#` is at `hash`; `nil` when there is none.
    func multiLineRegexEnd(at hash: Int) -> Int? {
        var hashes = 0
        while hash &+ hashes < count && base[hash &+ hashes] == Byte.hash { hashes &+= 1 }
        var after = hash &+ hashes
        guard after < count, base[after] == Byte.slash else { return nil }
        after &+= 1
        while after < count
            && (base[after] == Byte.space || base[after] == Byte.tab || base[after] == Byte.carriageReturn)
        {
            after &+= 1
        }
        guard after < count, base[after] == Byte.newline else { return nil }
        var candidate = find(Byte.slash, from: after)
        while candidate < count {
            var closing = 0
            while closing < hashes && candidate &+ 1 &+ closing < count && base[candidate &+ 1 &+ closing] == Byte.hash
            {
                closing &+= 1
            }
            if closing == hashes { return candidate &+ 1 &+ hashes }
            candidate = find(Byte.slash, from: candidate &+ 1)
        }
        return count
    }
}
