import Foundation
import Testing

@testable import ModuleRules

/// What a check reads when an earlier one stored the dumps under `.build/switchyard/`: the stored dump of
/// the package and of each resolved dependency stand in for evaluating their manifests again. (Each stored
/// dump here names a target its manifest does not, so the test sees which one was read.)
@Suite struct StoredDumpReuseTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Shop", targets: [.target(name: "Cart")])

        """

    @Test func loadingAPackageReadsItsStoredDump() throws {
        let root = try SourceScannerTests.makeTree(["Package.swift": Self.manifest])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let stored = #"{ "name": "Shop", "targets": [ { "name": "Stored", "type": "regular", "dependencies": [] } ] }"#
        let cache = ManifestCache(packagePath: root, toolchain: Toolchain())
        _ = try cache.dump(packagePath: root, reusing: true, dumpFile: root + "/Package.swift") { _ in
            Data(stored.utf8)
        }
        let graph = try PackageManifest.load(packagePath: root)
        #expect(graph.modules.map(\.name) == ["Stored"])
    }

    @Test func aSavedDumpsDependenciesAreReadFromTheirStoredDumps() throws {
        let money = try SourceScannerTests.makeTree(["Package.swift": Self.manifest])
        defer { try? FileManager.default.removeItem(atPath: money) }
        let state =
            #"{ "object": { "dependencies": [ { "packageRef": { "identity": "money", "kind": "fileSystem", "#
            + #""location": "\#(money)" }, "state": { "name": "fileSystem" }, "subpath": "money" } ] }, "#
            + #""version": 6 }"#
        let root = try SourceScannerTests.makeTree([".build/workspace-state.json": state])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let stored =
            #"{ "name": "Money", "targets": [ { "name": "MoneyKit", "type": "regular", "dependencies": [ "#
            + #"{ "byName": ["MoneyCore", null] } ] }, { "name": "MoneyCore", "type": "regular", "dependencies": [] } ], "#
            + #""products": [ { "name": "Money", "targets": ["MoneyKit"] } ] }"#
        let cache = ManifestCache(packagePath: root, toolchain: Toolchain())
        _ = try cache.dump(packagePath: money, reusing: true, dumpFile: money + "/Package.swift") { _ in
            Data(stored.utf8)
        }
        let graph = try PackageManifest.graph(
            fromDump: Data(#"{ "name": "Shop", "targets": [], "dependencies": [ {} ] }"#.utf8), packagePath: root,
            dumpFile: "dump.json")
        #expect(
            graph.dependencyPackages == [
                DependencyPackage(
                    identity: "money", products: ["Money": ["MoneyKit"]],
                    moduleDependencies: ["MoneyKit": ["MoneyCore"], "MoneyCore": []])
            ])
    }

    @Test func aTargetsSwiftDefinesAreItsDefinesAndOtherToolsSettingsAreNot() throws {
        let dump = """
            { "name": "Shop", "targets": [ { "name": "Cart", "type": "regular", "dependencies": [], "settings": [
              { "tool": "swift", "kind": { "define": { "_0": "FEATURE_X" } } },
              { "tool": "c", "kind": { "define": { "_0": "C_ONLY" } } },
              { "tool": "swift", "kind": { "unsafeFlags": { "_0": ["-Onone"] } } },
              { "tool": "swift", "kind": { "define": { "_0": "LEGACY" } },
                "condition": { "platformNames": ["linux"] } }
            ] } ] }
            """
        let graph = try PackageManifest.graph(
            fromDump: Data(dump.utf8), packagePath: "/nonexistent", dumpFile: "d.json")
        #expect(graph.modules.map(\.defines) == [["FEATURE_X", "LEGACY"]])
    }
}
