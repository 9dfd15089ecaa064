import ModuleRules
import Testing

/// Whatever blank follows the `import` keyword — a space, a tab, a line break, a Windows line
/// break — the declaration is read; a word that only starts with `import` is not one, and a
/// modifier before it is allowed.
@Suite struct ImportSeparatorTests {
    @Test(arguments: [
        ("import X\n", ["X@1:1"]), ("import\tX\n", ["X@1:1"]), ("import\nX\n", ["X@1:1"]),
        ("import\r\nX\r\n", ["X@1:1"]), ("public import X\n", ["X@1:1"]), ("@testable import X\n", ["X@1:1"]),
        ("importX\n", []), ("import(X)\n", []), ("public func f() {}\nimport X\n", ["X@2:1"]),
    ])
    func theDeclarationIsReadAfterAnyBlank(source: String, expected: [String]) {
        let imports = ImportScanner.imports(in: source, path: "F.swift")
        #expect(imports.map { "\($0.module)@\($0.location.line):\($0.location.column)" } == expected)
    }
}
