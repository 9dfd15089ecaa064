import ModuleRules
import Testing

/// A module's imported names are listed once each, in the order first seen, whether it imports a few
/// names or more than sixteen.
@Suite struct ImportedModuleListTests {
    static func sources(_ names: [String]) -> ModuleSources {
        ModuleSources(
            module: "App", fileCount: 1,
            imports: names.enumerated().map {
                SourceImport(module: $0.element, location: FileLocation(path: "A.swift", line: $0.offset + 1))
            })
    }

    @Test func aFewNamesAreListedOnceInTheOrderFirstSeen() {
        let sources = Self.sources(["Foundation", "CartLogic", "Foundation", "UIKit", "CartLogic"])
        #expect(sources.importedModules == ["Foundation", "CartLogic", "UIKit"])
        #expect(sources.imports.count == 5)
    }

    @Test func manyNamesAreListedOnceToo() {
        let names = (0..<20).map { "M\($0)" }
        let sources = Self.sources(names + names.reversed() + ["M3", "M17", "Extra", "M19"])
        #expect(sources.importedModules == names + ["Extra"])
    }
}
