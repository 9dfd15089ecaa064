import Testing

@testable import ModuleRules

/// A name that is already an identifier is returned as it is; the result is always the name rebuilt
/// character by character.
@Suite struct ModuleNameFastPathTests {
    static let names = [
        "", "_", "A", "a1", "1a", "9", "_9", "CartUI", "Feature0001Logic", "core-logic", "a b", "a.b", "ä", "Ünïcode",
        "x🚂", "tab\tname", "end-", "-start", "__", "Z_z_9", "é", "e\u{301}", "ＡＢＣ", "a$", "a/b",
    ]

    @Test(arguments: names) func theImportedNameIsTheRebuiltName(name: String) {
        #expect(ModuleName.imported(name) == ModuleName.rebuilt(name))
        #expect(Array(ModuleName.imported(name).unicodeScalars) == Array(ModuleName.rebuilt(name).unicodeScalars))
    }

    @Test func everyShortNameOverAMixedAlphabetAgrees() {
        let alphabet: [String] = ["a", "Z", "0", "_", "-", " ", "é", "."]
        var names = [""]
        for _ in 0..<3 { names = names.flatMap { name in alphabet.map { name + $0 } } }
        let disagreeing = names.filter {
            Array(ModuleName.imported($0).unicodeScalars) != Array(ModuleName.rebuilt($0).unicodeScalars)
        }
        #expect(disagreeing.isEmpty)
    }
}
