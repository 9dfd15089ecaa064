/// Finds the `import` declarations of Swift source text without parsing it.
///
/// The scanner is a byte-level lexer that jumps between the few places that matter — `/`, `"""`, `#` and
/// the word `import` — found with vectorised searches. It skips line and (nested) block comments and
/// multi-line (also raw) string literals, ignores comment markers inside single-line strings, tracks
/// `#if` / `#elseif` / `#else` / `#endif`, and accepts an `import` whose line, read from its start, is an
/// import declaration, after any attributes and an access-level modifier:
///
/// ```swift
/// let imports = ImportScanner.imports(in: "@testable import CartLogic\nimport struct Foundation.URL\n", path: "A.swift")
/// // [CartLogic at A.swift:1:1, Foundation at A.swift:2:1]
/// ```
///
/// An import may follow a `;` or a block comment on its line, and its module may follow on the next line.
/// A UTF-8 byte order mark is skipped, and the lines of a multi-line extended regex literal (`#/ … /#`) are
/// not read as code. An attribute on the line before `import` is not seen.
public enum ImportScanner {
    /// The imports in `source`, in order.
    ///
    /// - Parameters:
    ///   - source: Swift source text.
    ///   - path: the path recorded in each import's location.
    /// - Returns: every import declaration, with its line and column.
    public static func imports(in source: String, path: String) -> [SourceImport] {
        var bytes = Array(source.utf8)
        let count = bytes.count
        var result: [SourceImport] = []
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            scan(UnsafePointer(base), count: count, path: path, into: &result)
        }
        return result
    }

    /// The imports in UTF-8 source bytes, in order; the allocation-free form for callers that already
    /// hold the file in memory.
    ///
    /// - Parameters:
    ///   - bytes: Swift source as UTF-8.
    ///   - path: the path recorded in each import's location.
    /// - Returns: every import declaration, with its line and column.
    public static func imports(in bytes: UnsafeBufferPointer<UInt8>, path: String) -> [SourceImport] {
        var result: [SourceImport] = []
        if let base = bytes.baseAddress { scan(base, count: bytes.count, path: path, into: &result) }
        return result
    }

    /// Scans `count` bytes at `base` and appends the imports found to `result`.
    package static func scan(_ base: UnsafePointer<UInt8>, count: Int, path: String, into result: inout [SourceImport])
    {
        // A UTF-8 byte order mark is not part of the first line: columns there count from after it.
        let hasByteOrderMark = count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
        let skipped = hasByteOrderMark ? 3 : 0
        var lexer = ImportLexer(base: base + skipped, count: count - skipped, path: path)
        lexer.run(into: &result)
    }
}
