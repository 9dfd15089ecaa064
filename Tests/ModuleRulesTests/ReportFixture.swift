import ModuleRules

/// A small report with one illegal dependency, one forbidden import and one unused-dependency warning,
/// shared by the reporter and export tests.
enum ReportFixture {
    static let rules = try! RulesConfiguration(
        types: [
            ModuleType(name: "Logic", match: ["*Logic"], mayDependOn: ["Logic"], mayNotImport: ["UIKit"]),
            ModuleType(name: "UI", match: ["*UI"], mayDependOn: ["UI", "Logic"], color: "#ff00ff"),
        ])

    static let report: ValidationReport = {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(name: "CartUI", location: FileLocation(path: "Package.swift", line: 1, column: 20)),
                Module(
                    name: "CartLogic",
                    dependencies: [
                        Dependency(name: "CartUI", location: FileLocation(path: "Package.swift", line: 2, column: 40)),
                        Dependency(
                            name: "PriceLogic", location: FileLocation(path: "Package.swift", line: 2, column: 50)),
                    ], location: FileLocation(path: "Package.swift", line: 2, column: 20)),
                Module(name: "PriceLogic", location: FileLocation(path: "Package.swift", line: 3, column: 20)),
            ])
        let sources = [
            ModuleSources(
                module: "CartLogic", fileCount: 1,
                imports: [
                    SourceImport(
                        module: "CartUI", location: FileLocation(path: "Sources/CartLogic/Cart.swift", line: 1)),
                    SourceImport(
                        module: "UIKit", location: FileLocation(path: "Sources/CartLogic/Cart.swift", line: 2)),
                ])
        ]
        return Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: sources)
    }()
}
