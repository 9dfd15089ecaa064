import Foundation
import ModuleRules
import Testing

/// Imports of other packages' modules are checked against the products a target declares.
@Suite struct ExternalImportTests {
    static let nio = DependencyPackage(
        identity: "swift-nio",
        products: ["NIOCore": ["NIOCore"], "NIOHTTP1": ["NIOHTTP1"], "NIO": ["NIO"]],
        moduleDependencies: ["NIOHTTP1": ["NIOCore"], "NIO": ["NIOCore"], "NIOCore": ["_NIOBase"]])
    static let rules = try! RulesConfiguration(types: [ModuleType(name: "Any", match: ["*"], mayDependOn: ["*"])])

    static func check(
        _ dependencies: [Dependency], imports: [String], packages: [DependencyPackage]? = [nio],
        rules: RulesConfiguration = rules
    ) -> ValidationReport {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(
                    name: "Server", dependencies: dependencies, location: FileLocation(path: "Package.swift", line: 4))
            ],
            dependencyPackages: packages)
        let sources = [ValidatorTests.sources("Server", imports, file: "Sources/Server/App.swift")]
        return Validator(configuration: rules).validate(graph, sources: sources)
    }

    @Test func anImportNoDeclaredProductProvidesNamesTheProductToAdd() {
        let report = Self.check([Dependency(name: "NIOCore", package: "swift-nio")], imports: ["NIOCore", "NIOHTTP1"])
        #expect(
            report.diagnostics.map(\.description) == [
                "Sources/Server/App.swift:2:1: error: [undeclared-import] 'Server' imports 'NIOHTTP1' from package "
                    + "'swift-nio' but declares no product that provides it; add .product(name: \"NIOHTTP1\", package: "
                    + "\"swift-nio\") to the dependencies of 'Server'"
            ])
        #expect(report.notes == [])
    }

    @Test(arguments: [
        [Dependency(name: "NIOHTTP1", package: "swift-nio"), Dependency(name: "NIOCore", package: "swift-nio")],
        [Dependency(name: "NIOHTTP1"), Dependency(name: "NIOCore")],
        [Dependency(name: "NIOHTTP1", package: "SwiftNIO"), Dependency(name: "NIOCore", package: "SwiftNIO")],
    ])
    func productsDeclaredByNameOrWithTheirPackageProvideTheirModules(dependencies: [Dependency]) {
        #expect(Self.check(dependencies, imports: ["NIOCore", "NIOHTTP1", "Foundation"]).diagnostics == [])
    }

    @Test func unresolvedDependenciesSkipTheRuleAndSaySo() {
        let report = Self.check(
            [Dependency(name: "NIOCore", package: "swift-nio")], imports: ["NIOHTTP1"], packages: nil)
        #expect(report.diagnostics == [])
        #expect(report.notes == [Validator.unresolvedNote])
        #expect(report.rendered(as: .text).standardError == "note: \(Validator.unresolvedNote)\n")
    }

    @Test func theTransitivePolicyAcceptsModulesReachableThroughDeclaredOnes() throws {
        let rules = try RulesConfiguration(types: Self.rules.types, undeclaredImports: .transitive)
        let declared = [Dependency(name: "NIOHTTP1", package: "swift-nio")]
        #expect(Self.check(declared, imports: ["NIOHTTP1", "NIOCore", "_NIOBase"], rules: rules).diagnostics == [])
        #expect(
            Self.check(declared, imports: ["NIO"], rules: rules).diagnostics.map(\.description) == [
                "Sources/Server/App.swift:1:1: error: [undeclared-import] 'Server' imports 'NIO' from package "
                    + "'swift-nio' but declares no product that provides it; add .product(name: \"NIO\", package: "
                    + "\"swift-nio\") to the dependencies of 'Server'"
            ])
    }

    @Test func resolvedCheckoutsAreReadFromTheWorkspaceState() throws {
        let root = try SourceScannerTests.makeTree([
            "App/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "App", dependencies: [.package(path: "../Wire")],
                targets: [.target(name: "Server", dependencies: [.product(name: "WireCore", package: "Wire")])])
            """,
            "App/Sources/Server/App.swift": "import WireCore\nimport WireHTTP\n",
            "Wire/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Wire",
                products: [.library(name: "WireCore", targets: ["WireCore"]),
                           .library(name: "WireHTTP", targets: ["WireHTTP"])],
                targets: [.target(name: "WireCore"), .target(name: "WireHTTP", dependencies: ["WireCore"])])
            """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let state = """
            { "version": 7, "object": { "artifacts": [], "prebuilts": [], "dependencies": [ { "basedOn": null,
              "packageRef": { "identity": "wire", "kind": "fileSystem", "location": "\(root)/Wire", "name": "Wire" },
              "state": { "name": "fileSystem", "path": "\(root)/Wire" }, "subpath": "wire" } ] } }
            """
        try FileManager.default.createDirectory(atPath: root + "/App/.build", withIntermediateDirectories: true)
        try state.write(toFile: root + "/App/.build/workspace-state.json", atomically: true, encoding: .utf8)
        let graph = try PackageManifest.load(packagePath: root + "/App")
        #expect(
            graph.dependencyPackages == [
                DependencyPackage(
                    identity: "wire", products: ["WireCore": ["WireCore"], "WireHTTP": ["WireHTTP"]],
                    moduleDependencies: ["WireCore": [], "WireHTTP": ["WireCore"]])
            ])
        let cached = try FileManager.default.contentsOfDirectory(atPath: root + "/App/.build/switchyard")
        #expect(cached.filter { $0.hasPrefix("dump-") }.count == 2)
    }

    /// A product named with its package comes from that package only, even when another package has a product
    /// of the same name.
    @Test func aProductWithAPackageComesFromThatPackageOnly() {
        let other = DependencyPackage(
            identity: "other", products: ["NIOCore": ["OtherCore"]], moduleDependencies: ["OtherCore": []])
        let report = Self.check(
            [Dependency(name: "NIOCore", package: "swift-nio")], imports: ["NIOCore", "OtherCore"],
            packages: [other, Self.nio])
        #expect(
            report.diagnostics.map(\.description) == [
                "Sources/Server/App.swift:2:1: error: [undeclared-import] 'Server' imports 'OtherCore' from package "
                    + "'other' but declares no product that provides it; add .product(name: \"NIOCore\", package: "
                    + "\"other\") to the dependencies of 'Server'"
            ])
    }

    /// A dependency that names its package is that package's product even when a local module has the same name.
    @Test func aProductWithAPackageIsAProductEvenWhenALocalModuleSharesItsName() {
        let package = DependencyPackage(
            identity: "pkg", products: ["Core": ["CoreModule"]], moduleDependencies: ["CoreModule": []])
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(
                    name: "Server", dependencies: [Dependency(name: "Core", package: "pkg")],
                    location: FileLocation(path: "Package.swift", line: 4)),
                Module(name: "Core", location: FileLocation(path: "Package.swift", line: 5)),
            ],
            dependencyPackages: [package])
        let sources = [ValidatorTests.sources("Server", ["CoreModule"], file: "Sources/Server/App.swift")]
        #expect(Validator(configuration: Self.rules).validate(graph, sources: sources).diagnostics == [])
    }

    /// Under the transitive policy, a local module passes on what its own dependencies reach.
    @Test func theTransitivePolicyFollowsLocalModules() throws {
        let rules = try RulesConfiguration(types: Self.rules.types, undeclaredImports: .transitive)
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(
                    name: "Server", dependencies: [Dependency(name: "Glue")],
                    location: FileLocation(path: "Package.swift", line: 4)),
                Module(
                    name: "Glue", dependencies: [Dependency(name: "NIOHTTP1", package: "swift-nio")],
                    location: FileLocation(path: "Package.swift", line: 5)),
            ],
            dependencyPackages: [Self.nio])
        let sources = [ValidatorTests.sources("Server", ["Glue", "NIOCore"], file: "Sources/Server/App.swift")]
        #expect(Validator(configuration: rules).validate(graph, sources: sources).diagnostics == [])
    }

    /// An import of a local module the target does not declare is an error for modules that can be imported
    /// (libraries, system libraries, executables for their tests) and is left to the compiler for the rest.
    @Test(arguments: [
        (Module.Kind.library, true), (.system, true), (.executable, true), (.test, false), (.plugin, false),
        (.macro, false),
    ])
    func anUndeclaredLocalImportDependsOnWhatItImports(kind: Module.Kind, isUndeclared: Bool) {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(name: "Server", location: FileLocation(path: "Package.swift", line: 4)),
                Module(name: "Other", kind: kind, location: FileLocation(path: "Package.swift", line: 5)),
            ],
            dependencyPackages: [])
        let sources = [ValidatorTests.sources("Server", ["Other"], file: "Sources/Server/App.swift")]
        let rules = Validator(configuration: Self.rules).validate(graph, sources: sources).diagnostics.map(\.rule)
        #expect(rules == (isUndeclared ? [.undeclaredImport] : []))
    }
}
