import ModuleRules
import Testing

/// A module with hundreds of dependencies and imports (an app's root flow) is judged as a small one is:
/// each declared dependency it never imports is reported once, whichever way its imports are looked up.
@Suite struct ManyDependenciesTests {
    static let rules = try! RulesConfiguration(types: [ModuleType(name: "Any", match: ["*"], mayDependOn: ["*"])])

    static func unusedDependencies(features: Int, imported: (Int) -> Bool) -> [String] {
        let names = (1...features).map { "Feature\($0)" }
        let root = Module(name: "Root", dependencies: names.map { Dependency(name: $0) })
        let source = names.indices.filter { imported($0 + 1) }.map { "import \(names[$0])\n" }.joined()
        let sources = [
            ModuleSources(module: "Root", fileCount: 1, imports: ImportScanner.imports(in: source, path: "Root.swift"))
        ]
        let modules = [root] + names.map { Module(name: $0) }
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules)
        return Validator(configuration: rules).validate(graph, sources: sources).diagnostics
            .filter { $0.rule == .unusedDependency }.compactMap(\.to)
    }

    @Test(arguments: [3, 16, 17, 300]) func everyDependencyNotImportedIsReported(features: Int) {
        let unused = Self.unusedDependencies(features: features) { $0 % 3 != 0 }
        #expect(unused.sorted() == (1...features).filter { $0 % 3 == 0 }.map { "Feature\($0)" }.sorted())
    }

    @Test func aModuleThatImportsEverythingItDeclaresHasNoUnusedDependency() {
        #expect(Self.unusedDependencies(features: 300) { _ in true } == [])
    }
}
