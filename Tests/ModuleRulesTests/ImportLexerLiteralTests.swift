import ModuleRules
import Testing

/// Source a person writes every day around imports — empty strings, deep indentation, a raw string holding a
/// quote, blanks after a literal's opening delimiter, escaped quotes, `import typealias` — and the imports the
/// compiler sees in it; and the byte-buffer entry point reading the same imports as the string one.
@Suite struct ImportLexerLiteralTests {
    static let cases: [ImportScannerTests.Case] = [
        .init(name: "an empty string before an import", source: "let s = \"\"\nimport A\n", expected: ["A@2:1"]),
        .init(
            name: "an empty string before a comment", source: "let s = \"\" /*\nimport Hidden\n*/\nimport A\n",
            expected: ["A@4:1"]),
        .init(
            name: "an import indented by more than eight spaces",
            source: "#if canImport(UIKit)\n            import UIKit\n#endif\n", expected: ["UIKit@2:13"]),
        .init(
            name: "a raw string holding one quote", source: "let quote = #\"\"\"#\nimport A\n",
            expected: ["A@2:1"]),
        .init(
            name: "blanks after a multi-line string's opening",
            source: "let s = \"\"\" \t\nimport Hidden\n\"\"\"\nimport A\n", expected: ["A@4:1"]),
        .init(
            name: "blanks after a multi-line regex's opening",
            source: "let r = #/ \t\nimport Hidden\n/#\nimport A\n", expected: ["A@4:1"]),
        .init(
            name: "a comment after a single-line extended regex",
            source: "let r = #/a/# /*\nimport Hidden\n*/\nimport A\n", expected: ["A@4:1"]),
        .init(
            name: "a block comment right after an extended regex",
            source: "let r = #/a/#/*\nimport Hidden\n*/\nimport A\n", expected: ["A@4:1"]),
        .init(
            name: "a block comment after a bare regex whose body is an operator",
            source: "let parts = line.split(separator: /=/) /* key=value\nimport Hidden\n*/\nimport A\n",
            expected: ["A@4:1"]),
        .init(
            name: "a block comment after a bare regex", source: "let r = (/a/) /*\nimport Hidden\n*/\nimport A\n",
            expected: ["A@4:1"]),
        .init(
            name: "a comment after a string with an escaped quote and a slash",
            source: "let s = \"\\\"(/\"; /*\nimport Hidden\n*/\nimport A\n", expected: ["A@4:1"]),
        .init(
            name: "a kind keyword followed by a tab", source: "import func\tCart.total\nimport A\n",
            expected: ["Cart@1:1", "A@2:1"]),
        .init(
            name: "an #if with no condition yet (a file being typed)", source: "#if \nimport A\n#endif\n",
            expected: ["A@2:1"]),
        .init(
            name: "import typealias", source: "import typealias Cart.Total\nimport A\n",
            expected: ["Cart@1:1", "A@2:1"]),
    ]

    @Test(arguments: cases)
    func findsWhatTheCompilerSees(_ entry: ImportScannerTests.Case) {
        #expect(entry.found == entry.expected)
    }

    @Test func aByteBufferIsReadLikeTheSameText() {
        let source = "import A\n// import Hidden\n    @testable import B\n"
        let bytes = Array(source.utf8)
        let found = bytes.withUnsafeBufferPointer { ImportScanner.imports(in: $0, path: "F.swift") }
        #expect(found == ImportScanner.imports(in: source, path: "F.swift"))
        #expect(found.map { "\($0.module)@\($0.location.description)" } == ["A@F.swift:1:1", "B@F.swift:3:5"])
        #expect([UInt8]().withUnsafeBufferPointer { ImportScanner.imports(in: $0, path: "F.swift") }.isEmpty)
    }
}
