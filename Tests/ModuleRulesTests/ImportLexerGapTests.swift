import ModuleRules
import Testing

/// The lexer gaps found with probes: each input and the imports the compiler sees in it.
@Suite struct ImportLexerGapTests {
    static let cases: [ImportScannerTests.Case] = [
        .init(name: "UTF-8 byte order mark", source: "\u{FEFF}import A\nimport B\n", expected: ["A@1:1", "B@2:1"]),
        .init(
            name: "a first character whose bytes start like a byte order mark", source: "\u{FF3F}(); import A\n",
            expected: ["A@1:8"]),
        .init(name: "import after a semicolon", source: "let a = 1; import B\n", expected: ["B@1:12"]),
        .init(
            name: "semicolon inside a string is not a statement end", source: "let a = \"x; import B\"\n",
            expected: []),
        .init(name: "import after a block comment", source: "/* c */ import X\n", expected: ["X@1:9"]),
        .init(name: "import right after a block comment", source: "/* c */import X\n", expected: ["X@1:8"]),
        .init(
            name: "a block comment right after an empty string",
            source: "let s = \"\"/* c\nimport Hidden\n*/\nimport X\n",
            expected: ["X@4:1"]),
        .init(
            name: "a block comment that opens with a slash", source: "/*/ import Hidden */\nimport X\n",
            expected: ["X@2:1"]),
        .init(
            name: "attribute after a block comment", source: "/* c */ @testable import X\n", expected: ["X@1:9"]),
        .init(
            name: "block comment inside a string", source: "let s = \"/* c */ import X\"\nimport Y\n",
            expected: ["Y@2:1"]),
        .init(
            name: "import followed by a newline", source: "import\n  Foundation\nimport B\n",
            expected: ["Foundation@1:1", "B@3:1"]),
        .init(
            name: "comment opener inside a nested interpolated string",
            source: "let s = \"a \\(\"b /* c\") d\"\nimport X\n", expected: ["X@2:1"]),
        .init(
            name: "comment opener inside a doubly nested interpolation",
            source: "let s = \"\\(f(\"\\(g(\"/*\"))\"))\"\nimport X\n", expected: ["X@2:1"]),
        .init(
            name: "raw string interpolation", source: "let s = #\"\\#(\"/*\")\"#\nimport X\n", expected: ["X@2:1"]),
        .init(
            name: "extended regex literal lines starting with import",
            source: "let r = #/\nimport Hidden\n  (?<x> import Also)\n/#\nimport Shown\n", expected: ["Shown@5:1"]),
        .init(
            name: "extended regex literal with two hashes",
            source: "let r = ##/\nimport Hidden /#\n/##\nimport Shown\n", expected: ["Shown@4:1"]),
        .init(
            name: "single-line extended regex", source: "let r = #/import/#\nimport Shown\n", expected: ["Shown@2:1"]),
    ]

    @Test(arguments: cases)
    func findsWhatTheCompilerSees(_ entry: ImportScannerTests.Case) {
        #expect(entry.found == entry.expected)
    }
}

extension ImportLexerGapTests {
    @Test func emptyBackticksAreNotAModuleName() {
        #expect(ImportScanner.imports(in: "import ``\nimport `A`\n", path: "F.swift").map(\.module) == ["A"])
    }

    @Test func aBacktickLeftOpenOnItsLineIsNotAModuleNameEvenAtTheEndOfTheFile() {
        #expect(ImportScanner.imports(in: "import `Cart\n`", path: "F.swift").map(\.module) == [])
        #expect(ImportScanner.imports(in: "import `Cart\n`\nimport A\n", path: "F.swift").map(\.module) == ["A"])
    }
}
