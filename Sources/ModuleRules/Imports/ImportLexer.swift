#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The state of one scan: a cursor per kind of event, the `#if` stack and a lazily advanced line counter.
///
/// The lexer does not visit every line. It jumps between the only places that matter, found with the C
/// library's vectorised `memchr` and a SIMD pair search: a `/` (a comment may start), `"""` (a multi-line string
/// may start), `#` (a directive may start) and the word `import`. Comments and multi-line strings are
/// skipped whole, which moves every cursor past them; an `import` is accepted when its line, read from
/// the start, is an import declaration.
struct ImportLexer {
    let base: UnsafePointer<UInt8>
    let count: Int
    let path: String
    var conditions: [String] = []
    var countedTo = 0
    var line = 1

    init(base: UnsafePointer<UInt8>, count: Int, path: String) {
        self.base = base
        self.count = count
        self.path = path
    }

    mutating func run(into result: inout [SourceImport]) {
        var slash = find(Byte.slash, from: 0)
        var triple = find("\"\"\"", from: 0)
        var hash = find(Byte.hash, from: 0)
        var word = find("import", from: 0)
        while true {
            let next = min(min(slash, triple), min(hash, word))
            guard next < count else { return }
            var skippedTo: Int?
            if next == slash {
                let following = next &+ 1 < count ? base[next &+ 1] : 0
                let isComment =
                    (following == Byte.slash || following == Byte.star)
                    && !isInsideStringLiteral(from: lineBeginning(of: next), to: next)
                if isComment {
                    skippedTo =
                        following == Byte.slash
                        ? find(Byte.newline, from: next &+ 2) : skipBlockComment(from: next &+ 2)
                } else {
                    slash = find(
                        Byte.slash, from: following == Byte.slash || following == Byte.star ? next &+ 2 : next &+ 1)
                }
            } else if next == triple {
                if let hashes = multiLineStringOpening(at: next) {
                    skippedTo = skipMultiLineString(from: next &+ 3, hashes: hashes)
                } else {
                    triple = find("\"\"\"", from: next &+ 3)
                }
            } else if next == hash {
                let resume = isFirstOnLine(next) ? directive(at: next) : next &+ 1
                hash = find(Byte.hash, from: resume)
            } else {
                let lineBegin = lineBeginning(of: next)
                let start = skipBlanks(from: lineBegin)
                let end = importDeclaration(at: start, keyword: next, lineStart: lineBegin, into: &result)
                word = find("import", from: end ?? next &+ 6)
            }
            if let skippedTo {
                // A comment or string was skipped whole: nothing inside it counts.
                if slash < skippedTo { slash = find(Byte.slash, from: skippedTo) }
                if triple < skippedTo { triple = find("\"\"\"", from: skippedTo) }
                if hash < skippedTo { hash = find(Byte.hash, from: skippedTo) }
                if word < skippedTo { word = find("import", from: skippedTo) }
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

    /// The index of the first occurrence of `needle` (`import` or `"""`) at or after `start`, or `count`.
    @inline(__always)
    func find(_ needle: StaticString, from start: Int) -> Int {
        guard start < count else { return count }
        return needle.utf8Start[0] == UInt8(ascii: "i")
            ? SubstringSearch.importWord(in: base, from: start, to: count)
            : SubstringSearch.tripleQuote(in: base, from: start, to: count)
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
