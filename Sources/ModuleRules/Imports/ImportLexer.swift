/// The state of one scan: a cursor, the `#if` stack and a lazily advanced line counter.
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
        var lineBegin = 0
        var endedInComment = false
        var index = lineStart(at: 0, into: &result)
        while index < count {
            // Only newlines and slashes stop the scan: a single-line string cannot span a line, so it can
            // neither hide a line start nor matter after it ends; multi-line strings are recognised by
            // their delimiter lines, and a `//` or `/*` inside a string is caught by a quote count.
            let next = ByteSearch.first(Byte.newline, Byte.slash, in: base, from: index, to: count)
            guard next < count else { break }
            if base[next] == Byte.newline {
                if !endedInComment, let hashes = multiLineStringOpening(endingAt: next, lineBegin: lineBegin) {
                    // Quote counting on the closing line starts after the delimiter.
                    index = skipMultiLineString(from: next &+ 1, hashes: hashes)
                    lineBegin = index
                } else {
                    lineBegin = next &+ 1
                    index = lineStart(at: lineBegin, into: &result)
                }
                endedInComment = false
                continue
            }
            let following = next &+ 1 < count ? base[next &+ 1] : 0
            guard following == Byte.slash || following == Byte.star,
                !isInsideStringLiteral(from: lineBegin, to: next)
            else {
                index = next &+ 1
                continue
            }
            if following == Byte.slash {
                index = ByteSearch.first(Byte.newline, in: base, from: next &+ 2, to: count)
                endedInComment = true
            } else {
                index = skipBlockComment(from: next &+ 2)
                lineBegin = lineBeginning(of: index, notBefore: lineBegin)
            }
        }
    }

    /// Handles the start of a line: an import or a directive is consumed; anything else is left to the
    /// main loop from the first non-blank byte.
    ///
    /// Two bytes decide whether the line can be an import at all (`im`port, `in`ternal, `pu`blic,
    /// `pa`ckage, `pr`ivate, `fi`leprivate, `@`attribute), so ordinary lines cost a couple of compares.
    @inline(__always)
    private mutating func lineStart(at start: Int, into result: inout [SourceImport]) -> Int {
        let index = skipBlanks(from: start)
        guard index &+ 1 < count else { return index }
        let first = base[index]
        let second = base[index &+ 1]
        switch first {
        case Byte.hash:
            return second == Byte.i || second == Byte.e ? directive(at: index) : index
        case Byte.at:
            break
        case Byte.i where second == Byte.m:
            break
        case Byte.i where second == Byte.n, Byte.p, Byte.f:
            // An access modifier: the line can only be an import if `import` (or an attribute) follows.
            guard let length = modifierLength(at: index) else { return index }
            let next = skipBlanks(from: index &+ length)
            guard next < count, base[next] == Byte.i || base[next] == Byte.at else { return index }
        default:
            return index
        }
        return importDeclaration(at: index, lineStart: start, into: &result) ?? index
    }

    /// The length of the access modifier followed by a blank at `index` (`public`, `package`, `private`,
    /// `internal`, `fileprivate`), or `nil`; eight bytes are compared at once.
    @inline(__always)
    private func modifierLength(at index: Int) -> Int? {
        guard index &+ 12 <= count else { return nil }  // too short for `<modifier> import X`
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let length: Int
        if word & 0xFFFF_FFFF_FFFF == 0x6369_6C62_7570 {
            length = 6  // public
        } else if word & 0xFF_FFFF_FFFF_FFFF == 0x65_7461_7669_7270 || word & 0xFF_FFFF_FFFF_FFFF == 0x65_6761_6B63_6170
        {
            length = 7  // private, package
        } else if word == 0x6C61_6E72_6574_6E69 {
            length = 8  // internal
        } else if word == 0x7669_7270_656C_6966 && base[index &+ 8] == Byte.a && base[index &+ 9] == Byte.t
            && base[index &+ 10] == Byte.e
        {
            length = 11  // fileprivate
        } else {
            return nil
        }
        let after = base[index &+ length]
        return after == Byte.space || after == Byte.tab ? length : nil
    }

    // MARK: Skipping

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

    private func skipBlockComment(from start: Int) -> Int {
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

    // MARK: Directives

    /// Updates the `#if` stack for a directive at the start of a line; returns where lexing continues.
    private mutating func directive(at hash: Int) -> Int {
        let keywordEnd = identifierEnd(from: hash &+ 1)
        let keyword = Keyword(base, hash &+ 1, keywordEnd)
        guard
            keyword == .directiveIf || keyword == .directiveElseIf || keyword == .directiveElse
                || keyword == .directiveEndIf
        else { return hash &+ 1 }
        switch keyword {
        case .directiveIf:
            conditions.append(conditionText(from: keywordEnd))
        case .directiveElseIf:
            if !conditions.isEmpty { conditions[conditions.count - 1] = conditionText(from: keywordEnd) }
        case .directiveElse:
            if let last = conditions.last { conditions[conditions.count - 1] = "!" + last }
        default:
            if !conditions.isEmpty { conditions.removeLast() }
        }
        return keywordEnd
    }

    private func conditionText(from start: Int) -> String {
        let begin = skipBlanks(from: start)
        var end = ByteSearch.first(Byte.newline, in: base, from: begin, to: count)
        var comment = begin
        while comment &+ 1 < end {
            if base[comment] == Byte.slash && base[comment &+ 1] == Byte.slash {
                end = comment
                break
            }
            comment &+= 1
        }
        while end > begin
            && (base[end &- 1] == Byte.space || base[end &- 1] == Byte.tab || base[end &- 1] == Byte.carriageReturn)
        {
            end &-= 1
        }
        return String(decoding: UnsafeBufferPointer(start: base + begin, count: end &- begin), as: UTF8.self)
    }

    // MARK: Import declarations

    /// Parses `[@attribute…] [modifier] import [kind] Module[.Member]` at `start`; records it and returns
    /// the index after it, or returns `nil` when the line is not an import.
    private mutating func importDeclaration(at start: Int, lineStart: Int, into result: inout [SourceImport]) -> Int? {
        var index = start
        // Attribute and modifier text is kept as byte ranges until the line turns out to be an import:
        // most lines that start with `public` or `@` are not, and making strings for them is wasted work.
        var attributeRanges: [Range<Int>] = []
        var accessLevelRange: Range<Int>?
        while true {
            guard index < count else { return nil }
            if base[index] == Byte.at {
                let end = identifierEnd(from: index &+ 1)
                guard end > index &+ 1 else { return nil }
                attributeRanges.append((index &+ 1)..<end)
                index = end
                if index < count && base[index] == Byte.openParen {
                    index = ByteSearch.first(Byte.closeParen, Byte.newline, in: base, from: index, to: count)
                    guard index < count && base[index] == Byte.closeParen else { return nil }
                    index &+= 1
                }
                index = skipBlanks(from: index)
                continue
            }
            let end = identifierEnd(from: index)
            let keyword = Keyword(base, index, end)
            if keyword == .modifier {
                accessLevelRange = index..<end
                index = skipBlanks(from: end)
                // Only `import` (or another modifier or attribute) can follow; most `public …` lines stop here.
                guard index < count, base[index] == Byte.i || base[index] == Byte.at || base[index] == Byte.p
                else { return nil }
                continue
            }
            guard keyword == .import, end < count, base[end] == Byte.space || base[end] == Byte.tab else { return nil }
            index = skipBlanks(from: end)
            break
        }
        var declarationKind: String?
        var pathStart = index
        var pathEnd = identifierEnd(from: index)
        if Keyword(base, pathStart, pathEnd) == .importKind, pathEnd < count,
            base[pathEnd] == Byte.space || base[pathEnd] == Byte.tab
        {
            declarationKind = String(
                decoding: UnsafeBufferPointer(start: base + pathStart, count: pathEnd &- pathStart), as: UTF8.self)
            pathStart = skipBlanks(from: pathEnd)
            pathEnd = identifierEnd(from: pathStart)
        }
        guard pathEnd > pathStart else { return nil }
        let moduleEnd = pathEnd
        while pathEnd < count && base[pathEnd] == Byte.dot {
            let memberEnd = identifierEnd(from: pathEnd &+ 1)
            guard memberEnd > pathEnd &+ 1 else { break }
            pathEnd = memberEnd
        }
        line &+= ByteSearch.count(Byte.newline, in: base, from: countedTo, to: start)
        countedTo = start
        let module = ImportLexer.name(base, pathStart, moduleEnd)
        result.append(
            SourceImport(
                module: module,
                path: pathEnd == moduleEnd ? module : ImportLexer.name(base, pathStart, pathEnd),
                declarationKind: declarationKind, attributes: attributeRanges.map { text($0) },
                accessLevel: accessLevelRange.map { text($0) },
                condition: conditions.last,
                location: FileLocation(path: path, line: line, column: start &- lineStart &+ 1)))
        return pathEnd
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    private func identifierEnd(from start: Int) -> Int {
        var index = start
        if index < count && base[index] == Byte.backtick {
            let close = ByteSearch.first(Byte.backtick, Byte.newline, in: base, from: index &+ 1, to: count)
            return close < count && base[close] == Byte.backtick ? close &+ 1 : start
        }
        while index < count && Byte.isIdentifier(base[index]) { index &+= 1 }
        return index
    }

    /// The identifier text in `start..<end` without backticks.
    private static func name(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let bytes = UnsafeBufferPointer(start: base + start, count: end &- start)
        guard bytes.contains(Byte.backtick) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.filter { $0 != Byte.backtick }, as: UTF8.self)
    }
}
