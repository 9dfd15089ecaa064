import ModuleRules
import Testing

/// `/*` inside single-line regex literals opens no comment; an import records its full `#if` condition.
@Suite struct ImportLexerRegexAndConditionTests {
    @Test(arguments: [
        ("let r = #/a/*b/#\nimport X\n", ["X@2:1"]),
        ("let r = /\\/*/\nimport X\n", ["X@2:1"]),
        ("let r = ##/a/#*b/##\nimport X\n", ["X@2:1"]),
        ("if line.contains(/\\/*/) { }\nimport X\n", ["X@2:1"]),
        ("let x = a / b /* c\nimport Hidden\n*/\nimport X\n", ["X@4:1"]),
        ("let s = \"#/\" /* c\nimport Hidden\n*/\nimport X\n", ["X@4:1"]),
        // A comment that opens right where a regex literal closes is a comment.
        ("let r = /a//* c\nimport Hidden\n*/\nimport X\n", ["X@4:1"]),
        ("let r = #/a/#/* c\nimport Hidden\n*/\nimport X\n", ["X@4:1"]),
        ("let r = /a/// import Hidden\nimport X\n", ["X@2:1"]),
        // A `#` not followed by `/` opens no regex, even when `/#` comes later on the line.
        ("let x = #line // a/# ; import Hidden\nimport X\n", ["X@2:1"]),
        // A division first on a continuation line, as swift-format breaks lines, is not a regex.
        ("let ratio = total\n    / count /* c\nimport Hidden\n*/\nimport X\n", ["X@5:1"]),
        ("let ratio = total\n\t/\tcount /* c\nimport Hidden\n*/\nimport X\n", ["X@5:1"]),
        // An escaped slash does not close a regex (`/\/+/` is "one or more slashes").
        ("let r = /\\/+/.ignoresCase() /* c\nimport Hidden\n*/\nimport X\n", ["X@4:1"]),
        // A string before a regex on the line is skipped whole, escaped quotes included.
        ("let r = (\"a\", /x\\/*/)\nimport X\n", ["X@2:1"]),
        ("let r = (\"a\\\"b\", /x\\/*/)\nimport X\n", ["X@2:1"]),
        // A regex not closed on its line is no regex: the `/*` after it opens a comment.
        ("let r = /a\\/* c\nimport Hidden\n*/\nimport X\n", ["X@4:1"]),
    ])
    func aCommentOpenerInsideARegexLiteralHidesNothing(source: String, expected: [String]) {
        let imports = ImportScanner.imports(in: source, path: "F.swift")
        #expect(imports.map { "\($0.module)@\($0.location.line):\($0.location.column)" } == expected)
    }

    @Test(arguments: [
        ("#if canImport(UIKit)\n#if DEBUG\nimport X\n#endif\n#endif\n", "canImport(UIKit) && DEBUG"),
        ("#if os(iOS)\n#elseif os(macOS)\nimport X\n#endif\n", "!os(iOS) && os(macOS)"),
        ("#if os(iOS) || os(tvOS)\n#else\nimport X\n#endif\n", "!(os(iOS) || os(tvOS))"),
        ("#if A\n#elseif B\n#else\nimport X\n#endif\n", "!A && !B"),
        (
            "#if canImport(UIKit)\n#if DEBUG || TESTING\nimport X\n#endif\n#endif\n",
            "canImport(UIKit) && (DEBUG || TESTING)"
        ),
        ("#if canImport(UIKit)\nimport X\n#endif\n", "canImport(UIKit)"),
        ("\t#if DEBUG\n\timport X\n\t#endif\n", "DEBUG"),
        ("struct S {\n\t#if DEBUG\n\t#else\n\timport X\n\t#endif\n}\n", "!DEBUG"),
    ])
    func theFullConditionIsRecorded(source: String, condition: String) throws {
        let imports = ImportScanner.imports(in: source, path: "F.swift")
        let only = try #require(imports.first)
        #expect(imports.count == 1)
        #expect(only.condition == condition)
    }
}
