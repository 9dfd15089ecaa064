import ModuleRules
import Testing

@Suite struct ImportScannerTests {
    /// One scanner input and the imports it must yield, as `Module@line:column`.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        var expected: [String]

        var testDescription: String { name }

        /// What the scanner finds in `source`, each import as `Module@line:column`.
        var found: [String] {
            ImportScanner.imports(in: source, path: "F.swift").map {
                "\($0.module)@\($0.location.line):\($0.location.column)"
            }
        }
    }

    static let cases: [Case] = [
        Case(
            name: "plain imports", source: "import Foundation\nimport CartLogic\n",
            expected: ["Foundation@1:1", "CartLogic@2:1"]),
        Case(name: "indented import", source: "\n    import CartLogic\n", expected: ["CartLogic@2:5"]),
        Case(name: "no trailing newline", source: "import CartLogic", expected: ["CartLogic@1:1"]),
        Case(name: "CRLF line endings", source: "import A\r\nimport B\r\n", expected: ["A@1:1", "B@2:1"]),
        Case(name: "line comment", source: "// import Hidden\nimport Shown\n", expected: ["Shown@2:1"]),
        Case(
            name: "import after code on a line is not an import", source: "let x = 1 // import Hidden\n", expected: []),
        Case(
            name: "block comment over lines", source: "/*\nimport Hidden\n*/\nimport Shown\n",
            expected: ["Shown@4:1"]),
        Case(
            name: "nested block comments", source: "/* outer /* inner */\nimport Hidden\n*/\nimport Shown\n",
            expected: ["Shown@4:1"]),
        Case(name: "doc block comment", source: "/**\n import Hidden\n */\nimport Shown\n", expected: ["Shown@4:1"]),
        Case(name: "string literal", source: "let s = \"import Hidden\"\nimport Shown\n", expected: ["Shown@2:1"]),
        Case(
            name: "string with escaped quote", source: "let s = \"a \\\" import Hidden\"\nimport Shown\n",
            expected: ["Shown@2:1"]),
        Case(
            name: "multi-line string", source: "let s = \"\"\"\nimport Hidden\n\"\"\"\nimport Shown\n",
            expected: ["Shown@4:1"]),
        Case(
            name: "multi-line string with quotes inside",
            source: "let s = \"\"\"\n\"quoted\" \"\"\n import Hidden\n\"\"\"\nimport Shown\n", expected: ["Shown@5:1"]),
        Case(
            name: "raw multi-line string",
            source: "let s = #\"\"\"\n\"\"\" still inside\nimport Hidden\n\"\"\"#\nimport Shown\n",
            expected: ["Shown@5:1"]),
        Case(
            name: "raw string with quote", source: "let s = #\"say \"import\" \"#\nimport Shown\n",
            expected: ["Shown@2:1"]),
        Case(
            name: "unterminated string ends at the line", source: "let s = \"oops\nimport Shown\n",
            expected: ["Shown@2:1"]),
        Case(
            name: "interpolation with a nested string", source: "let s = \"\\(f(\"x\")) y\"\nimport Shown\n",
            expected: ["Shown@2:1"]),
        Case(
            name: "comment marker inside a string", source: "let s = \"/* not a comment\"\nimport Shown\n",
            expected: ["Shown@2:1"]),
        Case(
            name: "comment marker after an escaped quote", source: "let s = \"a \\\" /* b\"\nimport Shown\n",
            expected: ["Shown@2:1"]),
        Case(
            name: "comment marker inside a raw string", source: "let s = #\"a \"/*\" b\"#\nimport Shown\n",
            expected: ["Shown@2:1"]),
        Case(
            name: "URL inside a string",
            source: "let u = \"https://example.com\" /* real\nimport Hidden */\nimport Shown\n",
            expected: ["Shown@3:1"]),
        Case(name: "line comment ending in quotes", source: "// says \"\"\"\nimport Shown\n", expected: ["Shown@2:1"]),
        Case(
            name: "escaped delimiter inside a multi-line string",
            source: "let s = \"\"\"\n\\\"\"\"\nimport Hidden\n\"\"\"\nimport Shown\n", expected: ["Shown@5:1"]),
        Case(
            name: "comment after a closing delimiter",
            source: "let s = \"\"\"\nx\n\"\"\".count // not /* a block\nimport Shown\n", expected: ["Shown@4:1"]),
        Case(
            name: "block comment before a multi-line string on one line",
            source: "/* a */ let s = \"\"\"\nimport Hidden\n\"\"\"\nimport Shown\n", expected: ["Shown@4:1"]),
        Case(name: "@testable import", source: "@testable import CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(name: "internal import", source: "internal import CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(name: "public import", source: "public import CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(name: "package import", source: "package import CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(name: "fileprivate import", source: "fileprivate import CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(name: "private import", source: "private import CartLogic", expected: ["CartLogic@1:1"]),
        Case(name: "tab after the modifier", source: "public\timport CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(name: "attribute and modifier", source: "@_spi(A) public import CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(
            name: "modifiers on declarations", source: "private var importer = 1\ninternal func f() {}\npublicly()\n",
            expected: []),
        Case(
            name: "@_implementationOnly import", source: "@_implementationOnly import PricingLogic\n",
            expected: ["PricingLogic@1:1"]),
        Case(name: "@preconcurrency import", source: "@preconcurrency import Dispatch\n", expected: ["Dispatch@1:1"]),
        Case(name: "@_spi import", source: "@_spi(Internal) import CartLogic\n", expected: ["CartLogic@1:1"]),
        Case(name: "import struct X.Y", source: "import struct Foundation.URL\n", expected: ["Foundation@1:1"]),
        Case(name: "import func X.y", source: "import func Darwin.sqrt\n", expected: ["Darwin@1:1"]),
        Case(name: "submodule import", source: "import Foundation.NSURL\n", expected: ["Foundation@1:1"]),
        Case(name: "backticked module", source: "import `CartLogic`\n", expected: ["CartLogic@1:1"]),
        Case(
            name: "#if canImport block", source: "#if canImport(UIKit)\nimport UIKit\n#else\nimport AppKit\n#endif\n",
            expected: ["UIKit@2:1", "AppKit@4:1"]),
        Case(
            name: "indented #if block", source: "#if os(iOS)\n    import UIKit\n#endif\nimport Shown\n",
            expected: ["UIKit@2:5", "Shown@4:1"]),
        Case(name: "identifier starting with import", source: "importantValue = 1\nimports()\n", expected: []),
        Case(name: "import without a module", source: "import\n", expected: []),
        Case(
            name: "modifier that is not followed by import", source: "public func f() {}\nprivate var x = 0\n",
            expected: []),
        Case(
            name: "import after declarations", source: "struct A {}\n\nimport Late\n", expected: ["Late@3:1"]),
        Case(name: "division is not a comment", source: "let x = a / b\nimport Shown\n", expected: ["Shown@2:1"]),
    ]

    @Test(arguments: cases)
    func findsImports(_ scenario: Case) {
        #expect(scenario.found == scenario.expected)
    }

    /// The searches work sixteen bytes at a time; imports and delimiters must be found at every offset.
    @Test(arguments: 0..<40)
    func findsImportsAndDelimitersAtEveryOffset(padding: Int) {
        let filler = String(repeating: "x", count: padding)
        let source =
            "\(filler)\nimport A\nlet s = \"\"\"\n\(filler)import Hidden\n\"\"\"\n\(filler) // import Hidden\nimport B"
        let found = ImportScanner.imports(in: source, path: "A.swift").map { "\($0.module)@\($0.location.line)" }
        #expect(found == ["A@2", "B@7"])
    }

    @Test func recordsAttributesAccessLevelKindAndCondition() {
        let source = """
            #if canImport(UIKit)
            @testable @preconcurrency public import struct CartLogic.Cart
            #elseif canImport(AppKit)
            internal import AppKit
            #endif
            import Foundation
            """
        let imports = ImportScanner.imports(in: source, path: "Sources/CartUI/View.swift")
        #expect(
            imports == [
                SourceImport(
                    module: "CartLogic", path: "CartLogic.Cart", declarationKind: "struct",
                    attributes: ["testable", "preconcurrency"], accessLevel: "public", condition: "canImport(UIKit)",
                    location: FileLocation(path: "Sources/CartUI/View.swift", line: 2, column: 1)),
                SourceImport(
                    module: "AppKit", accessLevel: "internal", condition: "!canImport(UIKit) && canImport(AppKit)",
                    location: FileLocation(path: "Sources/CartUI/View.swift", line: 4, column: 1)),
                SourceImport(
                    module: "Foundation", location: FileLocation(path: "Sources/CartUI/View.swift", line: 6, column: 1)),
            ])
    }

    @Test func negatesTheConditionInAnElseBranch() {
        let imports = ImportScanner.imports(
            in: "#if canImport(UIKit) // iOS\n#else\nimport AppKit\n#endif\n", path: "A.swift")
        #expect(imports.map(\.condition) == ["!canImport(UIKit)"])
    }
}
