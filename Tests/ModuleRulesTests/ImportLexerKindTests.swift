import ModuleRules
import Testing

/// Imports of one declaration (`import protocol`, `import let`, `import var`, …) name their module before the
/// dot; and multi-line strings whose lines start with `""` or that never end hide the imports written in them.
@Suite struct ImportLexerKindTests {
    static let cases: [ImportScannerTests.Case] = [
        .init(
            name: "every kind of single-declaration import",
            source: """
                import protocol Foundation.NSCopying
                import let Glibc.errno
                import var Glibc.stdout
                import struct Cart.Total
                import class Cart.Store
                import enum Cart.Kind
                import func Cart.total
                import typealias Cart.Money
                import A

                """,
            expected: [
                "Foundation@1:1", "Glibc@2:1", "Glibc@3:1", "Cart@4:1", "Cart@5:1", "Cart@6:1", "Cart@7:1",
                "Cart@8:1", "A@9:1",
            ]),
        .init(
            name: "a multi-line string with a line starting with an empty string's quotes",
            source: "let s = \"\"\"\n\"\" is empty\nimport Hidden\n\"\"\"\nimport A\n", expected: ["A@5:1"]),
        .init(
            name: "a raw multi-line string holding a plain closing delimiter",
            source: "let s = #\"\"\"\n\"\"\"\nimport Hidden\n\"\"\"#\nimport A\n", expected: ["A@5:1"]),
        .init(
            name: "a multi-line string never closed (a file being typed)",
            source: "import A\nlet s = \"\"\"\nimport Hidden\n\"\"\n", expected: ["A@1:1"]),
        .init(
            name: "a multi-line string never closed, ending in two quotes",
            source: "import A\nlet s = \"\"\"\nimport Hidden\n\"\"", expected: ["A@1:1"]),
    ]

    @Test(arguments: cases)
    func findsWhatTheCompilerSees(_ entry: ImportScannerTests.Case) {
        #expect(entry.found == entry.expected)
    }
}
