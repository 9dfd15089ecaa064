/// Directives and import declarations: the parts of a line the import scanner reads closely.
extension ImportLexer {
    /// Updates the `#if` stack for a directive at the start of a line; returns where lexing continues.
    mutating func directive(at hash: Int) -> Int {
        let keywordEnd = identifierEnd(from: hash &+ 1)
        let keyword = Keyword(base, hash &+ 1, keywordEnd)
        guard
            keyword == .directiveIf || keyword == .directiveElseIf || keyword == .directiveElse
                || keyword == .directiveEndIf
        else { return hash &+ 1 }
        switch keyword {
        case .directiveIf:
            conditions.append(ConditionClauses(current: conditionText(from: keywordEnd)))
        case .directiveElseIf:
            if !conditions.isEmpty { conditions[conditions.count - 1].enter(conditionText(from: keywordEnd)) }
        case .directiveElse:
            if !conditions.isEmpty { conditions[conditions.count - 1].enter(nil) }
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

    /// Parses `[@attribute…] [modifier] import [kind] Module[.Member]` at `start` whose `import` keyword is
    /// at `keyword`; records it and returns the index after it, or returns `nil` when it is not an import.
    mutating func importDeclaration(
        at start: Int, keyword keywordIndex: Int, lineStart: Int, into result: inout [SourceImport]
    ) -> Int? {
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
            guard keyword == .import, index == keywordIndex, end < count,
                base[end] == Byte.space || base[end] == Byte.tab || base[end] == Byte.newline
                    || base[end] == Byte.carriageReturn
            else { return nil }
            // The module may follow on a later line: `import` then a line break is still a declaration.
            index = skipBlanks(from: end)
            while index < count && base[index] == Byte.newline { index = skipBlanks(from: index &+ 1) }
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
                condition: ConditionClauses.condition(of: conditions),
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
            // An empty pair of backticks is no identifier (the fuzzer found "import ``" read as a module "").
            return close < count && base[close] == Byte.backtick && close > index &+ 1 ? close &+ 1 : start
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
