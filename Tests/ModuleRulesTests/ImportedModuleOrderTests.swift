import ModuleRules
import Testing

/// A module's imported names are listed once each, in the order they first appear, however many distinct
/// modules it imports and wherever the repeats fall.
@Suite struct ImportedModuleOrderTests {
    static func imports(_ names: [String]) -> [SourceImport] {
        names.enumerated().map { offset, name in
            SourceImport(module: name, location: FileLocation(path: "Sources/App/App.swift", line: offset + 1))
        }
    }

    @Test func everyNameOnceInFirstAppearanceOrder() {
        let names = (1...20).map { "M\($0)" }
        // Repeats right after the 15th and the 16th distinct name, of an early and a late one, and at the end.
        let order =
            Array(names[0..<15]) + ["M1", "M16", "M16", "M15"] + Array(names[16..<20]) + ["M16", "M20", "M3"] + names
        let sources = ModuleSources(module: "App", fileCount: 1, imports: Self.imports(order))
        #expect(sources.importedModules == names)
        #expect(sources.imports.count == order.count)
    }

    @Test func aFewNamesRepeatedManyTimes() {
        let order = (0..<50).map { ["Core", "UI", "Core", "Logic"][$0 % 4] }
        #expect(
            ModuleSources(module: "App", fileCount: 3, imports: Self.imports(order)).importedModules == [
                "Core", "UI", "Logic",
            ])
    }
}
