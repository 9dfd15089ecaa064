#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The state of one scan: a cursor per kind of event, the `#if` stack and a lazily advanced line counter.
///
/// The lexer does not visit every line. One SIMD pass jumps between the only places that matter: a `/`
/// (a comment may start), `""` (a multi-line string may start), `#` (a directive may start) and `mp`
/// (the word `import`). Comments and multi-line strings are skipped whole; an `import` is accepted when
/// its line, read from the start, is an import declaration.
struct ImportLexer {
    let base: UnsafePointer<UInt8>
    let count: Int
    let path: String
    /// The open `#if` blocks, outermost first: each one's earlier clauses and the current one.
    var conditions: [ConditionClauses] = []
    /// Where the last skipped block comment ended: an import may follow it on the same line.
    var lastCommentEnd = -1
    var countedTo = 0
    var line = 1

    init(base: UnsafePointer<UInt8>, count: Int, path: String) {
        self.base = base
        self.count = count
        self.path = path
    }

    mutating func run(into result: inout [SourceImport]) {
        var index = 0
        while true {
            let next = SubstringSearch.event(in: base, from: index, to: count)
            guard next < count else { return }
            let following = next &+ 1 < count ? base[next &+ 1] : 0
            switch base[next] {
            case Byte.slash:
                guard following == Byte.slash || following == Byte.star else {
                    index = next &+ 1
                    continue
                }
                let lineBegin = lineBeginning(of: next)
                if isInsideStringLiteral(from: lineBegin, to: next) || isInsideRegexLiteral(from: lineBegin, to: next) {
                    // One byte on: the second `/` may close the literal and open a comment (`/a//* …`).
                    index = next &+ 1
                } else if following == Byte.slash {
                    index = find(Byte.newline, from: next &+ 2)
                } else {
                    index = skipBlockComment(from: next &+ 2)
                    lastCommentEnd = index
                }
            case Byte.hash:
                if let end = multiLineRegexEnd(at: next) {
                    index = end
                } else {
                    index = isFirstOnLine(next) ? directive(at: next) : next &+ 1
                }
            case Byte.quote:
                guard next &+ 2 < count && base[next &+ 2] == Byte.quote else {
                    index = next &+ 2  // an empty string
                    continue
                }
                if let hashes = multiLineStringOpening(at: next) {
                    index = skipMultiLineString(from: next &+ 3, hashes: hashes)
                } else {
                    index = next &+ 3
                }
            default:
                // `mp`: an `import` keyword when an `i` precedes it and `ort` follows.
                index = next &+ 1
                let keyword = next &- 1
                guard keyword >= 0, next &+ 4 < count, base[keyword] == Byte.i, base[next &+ 2] == Byte.o,
                    base[next &+ 3] == Byte.r, base[next &+ 4] == Byte.t
                else { continue }
                let lineBegin = lineBeginning(of: keyword)
                let start = skipBlanks(from: lineBegin)
                if let end = importDeclaration(at: start, keyword: keyword, lineStart: lineBegin, into: &result) {
                    index = end
                } else if let statement = statementStart(before: keyword, lineBegin: lineBegin),
                    let end = importDeclaration(at: statement, keyword: keyword, lineStart: lineBegin, into: &result)
                {
                    index = end
                }
            }
        }
    }

    // MARK: Searching

    /// The index of the first `byte` at or after `start`, or `count`.
    @inline(__always)
    func find(_ byte: UInt8, from start: Int) -> Int {
        guard start < count, let found = memchr(base + start, Int32(byte), count &- start) else { return count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// The index of the first `"""` at or after `start`, or `count`.
    @inline(__always)
    func findTripleQuote(from start: Int) -> Int {
        start < count ? SubstringSearch.tripleQuote(in: base, from: start, to: count) : count
    }

    // MARK: Lines

    /// The start of the line holding `index`.
    func lineBeginning(of index: Int) -> Int {
        var cursor = index
        while cursor > 0 && base[cursor &- 1] != Byte.newline { cursor &-= 1 }
        return cursor
    }

    /// Whether only blanks precede `index` on its line.
    func isFirstOnLine(_ index: Int) -> Bool {
        var cursor = index
        while cursor > 0 {
            let byte = base[cursor &- 1]
            if byte == Byte.newline { return true }
            if byte != Byte.space && byte != Byte.tab { return false }
            cursor &-= 1
        }
        return true
    }

    /// Skips spaces eight at a time, then tabs and carriage returns one at a time.
    @inline(__always)
    func skipBlanks(from start: Int) -> Int {
        var index = start
        while index &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let others = word ^ 0x2020_2020_2020_2020
            if others != 0 {
                index &+= others.trailingZeroBitCount &>> 3
                break
            }
            index &+= 8
        }
        while index < count, base[index] == Byte.space || base[index] == Byte.tab || base[index] == Byte.carriageReturn
        {
            index &+= 1
        }
        return index
    }

    /// Skips a (nested) block comment whose `/*` ends just before `start`; returns the index after it.
    func skipBlockComment(from start: Int) -> Int {
        var depth = 1
        var index = start
        while true {
            let next = ByteSearch.first(Byte.star, Byte.slash, in: base, from: index, to: count)
            guard next &+ 1 < count else { return count }
            if base[next] == Byte.star && base[next &+ 1] == Byte.slash {
                depth -= 1
                index = next &+ 2
                if depth == 0 { return index }
            } else if base[next] == Byte.slash && base[next &+ 1] == Byte.star {
                depth += 1
                index = next &+ 2
            } else {
                index = next &+ 1
            }
        }
    }
}
