import ModuleRules
import Testing

/// A target named `core-logic` is imported as `core_logic`: its imports count as uses and as undeclared imports.
@Suite struct ModuleNameTests {
    @Test(arguments: [
        ("core-logic", "core_logic"), ("CartUI", "CartUI"), ("3d.kit", "_3d_kit"), ("a b", "a_b"), ("a\u{7F}b", "a_b"),
        ("Café", "Café"),
    ])
    func theImportedNameReplacesWhatAnIdentifierCannotHold(target: String, module: String) {
        #expect(ModuleName.imported(target) == module)
    }

    @Test func importsOfTheCompiledNameAreUsesAndUndeclaredImportsNameTheTarget() throws {
        let rules = try RulesConfiguration(types: [ModuleType(name: "Any", match: ["*"], mayDependOn: ["*"])])
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(name: "core-logic"),
                Module(name: "app-ui", dependencies: [Dependency(name: "core-logic")]),
                Module(name: "feature"),
            ])
        let sources = [
            ModuleSources(
                module: "app-ui", fileCount: 1,
                imports: ImportScanner.imports(in: "import core_logic\n", path: "UI.swift")),
            ModuleSources(
                module: "feature", fileCount: 1,
                imports: ImportScanner.imports(in: "import core_logic\n", path: "Feature.swift")),
        ]
        let report = Validator(configuration: rules).validate(graph, sources: sources)
        #expect(
            report.diagnostics.map(\.description) == [
                "Feature.swift:1:1: error: [undeclared-import] 'feature' imports 'core_logic' but does not declare "
                    + "it; add \"core-logic\" to the dependencies of 'feature'"
            ])
    }
}
