import Testing

@testable import ModuleRules

/// Names and paths as the graph shows them: every letter and digit at the edges of their ranges kept
/// in an imported name, display paths joined without `./` or doubled slashes, the product that best
/// provides a module, and both edges of a dependency cycle marked in an export.
@Suite struct GraphNamingAndCycleExportTests {
    @Test(arguments: [
        ("azAZ09_", "azAZ09_"), ("a-z", "a_z"), ("A.Z", "A_Z"), ("0x", "_0x"), ("9", "_9"), ("é-x", "é_x"),
        ("@`[{/:", "______"),
    ])
    func theImportedNameKeepsEveryLetterAndDigit(target: String, module: String) {
        #expect(ModuleName.imported(target) == module)
    }

    @Test(arguments: [
        ("App", "Sources/A.swift", "App/Sources/A.swift"), ("App/", "Sources/A.swift", "App/Sources/A.swift"),
        ("App", "/abs/A.swift", "/abs/A.swift"), ("", "Sources/A.swift", "Sources/A.swift"),
        (".", "Sources/A.swift", "Sources/A.swift"), ("./", "Sources/A.swift", "Sources/A.swift"),
    ])
    func displayPathsJoinWithoutDotOrDoubledSlashes(root: String, relative: String, joined: String) {
        #expect(DisplayPath.join(root, relative) == joined)
    }

    @Test func theProductNamedLikeTheModuleComesFirstThenSmallerThenByName() {
        let package = DependencyPackage(
            identity: "Swift-NIO",
            products: [
                "NIO": ["NIO", "NIOCore"], "NIOCore": ["NIOCore"], "All": ["NIO", "NIOCore", "NIOHTTP"],
                "Beta": ["NIOCore", "X"],
            ])
        #expect(package.identity == "swift-nio")
        #expect(package.products(providing: "NIOCore") == ["NIOCore", "Beta", "NIO", "All"])
        #expect(package.products(providing: "NIO") == ["NIO", "All"])
        #expect(package.products(providing: "NIOHTTP") == ["All"])
        #expect(package.products(providing: "Missing") == [])
        let named = DependencyPackage(
            identity: "kit",
            products: ["Kit": ["Kit", "KitCore", "KitUI"], "Tiny": ["Kit"], "Mid": ["Kit", "KitCore"]])
        #expect(named.products(providing: "Kit") == ["Kit", "Tiny", "Mid"])
    }

    @Test func bothEdgesOfACycleAreMarkedInAnExport() throws {
        let rules = try RulesConfiguration(types: [ModuleType(name: "Logic", match: ["*Logic"], mayDependOn: ["Logic"])]
        )
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(name: "ALogic", dependencies: [Dependency(name: "BLogic")]),
                Module(name: "BLogic", dependencies: [Dependency(name: "ALogic"), Dependency(name: "CLogic")]),
                Module(name: "CLogic"),
            ])
        let report = Validator(configuration: rules).validate(graph, sources: [])
        let model = GraphModel(report: report, configuration: rules)
        #expect(
            model.edges.map { "\($0.from) -> \($0.to): \($0.violation ?? "legal")" } == [
                "ALogic -> BLogic: dependency-cycle", "BLogic -> ALogic: dependency-cycle", "BLogic -> CLogic: legal",
            ])
    }
}
