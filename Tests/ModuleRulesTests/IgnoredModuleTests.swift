import ModuleRules
import Testing

/// A module left out with `ignore` is left out of every rule, the edges that lead to it included.
@Suite struct IgnoredModuleTests {
    static let rules = try! RulesConfiguration(
        types: [
            ModuleType(name: "Logic", match: ["*Logic"], mayDependOn: ["Logic"]),
            ModuleType(name: "UI", match: ["*UI"], mayDependOn: ["UI", "Logic"]),
            ModuleType(name: "Plugin", match: ["*Plugin"], mayDependOn: ["Logic"]),
        ], ignore: ["Debug*"])

    func diagnostics(_ modules: [Module]) -> [String] {
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules)
        return Validator(configuration: IgnoredModuleTests.rules, today: RuleDate("2026-01-01")!)
            .validate(graph, sources: []).diagnostics.map(\.description)
    }

    @Test func anEdgeToAnIgnoredModuleOfAForbiddenTypeIsNotReported() {
        let diagnostics = diagnostics([
            Module(name: "DebugMenuUI", location: FileLocation(path: "Package.swift", line: 1)),
            Module(name: "ToolsPlugin", location: FileLocation(path: "Package.swift", line: 2)),
            Module(
                name: "CartLogic",
                dependencies: [
                    Dependency(name: "DebugMenuUI", location: FileLocation(path: "Package.swift", line: 3, column: 40)),
                    Dependency(name: "DebugPlugin", location: FileLocation(path: "Package.swift", line: 3, column: 60)),
                ], location: FileLocation(path: "Package.swift", line: 3)),
            Module(name: "DebugPlugin", location: FileLocation(path: "Package.swift", line: 4)),
            Module(
                name: "CartUI", dependencies: [Dependency(name: "CartLogic"), Dependency(name: "ToolsPlugin")],
                location: FileLocation(path: "Package.swift", line: 5)),
        ])
        // Only the edge between two checked modules is judged: CartUI -> ToolsPlugin.
        #expect(
            diagnostics == [
                "Package.swift:5:1: error: [plugin-inversion] 'CartUI' (UI) depends on plugin 'ToolsPlugin' (Plugin); "
                    + "only plugins and types that list 'Plugin' may depend on plugins, so declare a plugin point in "
                    + "'CartUI' and let 'ToolsPlugin' register with it"
            ])
    }
}
