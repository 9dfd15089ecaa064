import Foundation
import ModuleRules
import Testing

/// A binary target (an `.xcframework`) is imported by name like a system library: it has no sources to scan,
/// and a dependency on it is never reported unused, because its module name need not be the target's.
@Suite struct BinaryTargetTests {
    static let dump = """
        { "name": "Shop", "targets": [
            { "name": "CartLogic", "type": "regular", "dependencies": [ { "byName": ["Analytics", null] } ] },
            { "name": "Analytics", "type": "binary", "url": "https://example.com/Analytics.xcframework.zip",
              "checksum": "0", "dependencies": [] } ] }
        """

    @Test func aBinaryTargetIsASystemModuleWithoutSources() throws {
        let graph = try PackageManifest.graph(
            fromDump: Data(BinaryTargetTests.dump.utf8), packagePath: "/nonexistent", dumpFile: "dump.json")
        #expect(
            graph.modules == [
                Module(
                    name: "CartLogic", sourcePath: "Sources/CartLogic", dependencies: [Dependency(name: "Analytics")]),
                Module(name: "Analytics", kind: .system),
            ])
    }

    @Test func aDependencyOnABinaryTargetIsNotReportedUnused() throws {
        let graph = try PackageManifest.graph(
            fromDump: Data(BinaryTargetTests.dump.utf8), packagePath: "/nonexistent", dumpFile: "dump.json")
        let rules = try RulesConfiguration(
            types: [
                ModuleType(name: "Logic", match: ["*Logic"], mayDependOn: ["Vendor"]),
                ModuleType(name: "Vendor", match: ["Analytics"]),
            ])
        // CartLogic imports the framework's module under another name than the target's.
        let sources = [
            ModuleSources(
                module: "CartLogic", fileCount: 1,
                imports: [
                    SourceImport(module: "AnalyticsKit", location: FileLocation(path: "Sources/CartLogic/A.swift"))
                ])
        ]
        let report = Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: sources)
        #expect(report.diagnostics.map(\.description) == [])
        #expect(report.summary == "checked 2 modules (1 file, 1 import): 0 errors, 0 warnings")
    }
}
