import Foundation
import ModuleRules
import Testing

/// Locations point into the manifest SwiftPM used, and dumps are cached by the manifests' contents.
@Suite struct ManifestSelectionTests {
    static let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [.target(name: "ShopLogic")])
        """
    static let versioned = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "ShopLogic")
            ])
        """

    @Test func locationsComeFromTheVersionedManifestTheToolchainPicksAndTheDumpIsCached() throws {
        let root = try SourceScannerTests.makeTree([
            "Package.swift": Self.manifest, "Package@swift-6.0.swift": Self.versioned,
            "Package@swift-99.swift": Self.manifest, "Sources/ShopLogic/Shop.swift": "import Foundation\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let graph = try PackageManifest.load(packagePath: root)
        #expect(graph.manifestPath == root + "/Package@swift-6.0.swift")
        #expect(
            graph.modules.map(\.location) == [
                FileLocation(path: root + "/Package@swift-6.0.swift", line: 7, column: 23)
            ])
        let cached = try FileManager.default.contentsOfDirectory(atPath: root + "/.build/switchyard")
        #expect(cached.filter { $0.hasPrefix("dump-") }.count == 1)
        #expect(try PackageManifest.load(packagePath: root) == graph)
        try (Self.versioned + "\n// edited\n").write(
            toFile: root + "/Package@swift-6.0.swift", atomically: true, encoding: .utf8)
        _ = try PackageManifest.load(packagePath: root)
        let afterEdit = try FileManager.default.contentsOfDirectory(atPath: root + "/.build/switchyard")
        #expect(afterEdit.filter { $0.hasPrefix("dump-") }.count == 2)
    }
}

/// Manifests that build their targets in code still locate each target at its name literal.
@Suite struct ComputedManifestTests {
    @Test func aTargetBuiltInCodeIsLocatedAtItsNameLiteral() throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            // "Ignored" in a comment does not count.
            let names = ["DequeModule", "HeapModule"]
            let package = Package(name: "Collections", targets: names.map { .target(name: $0) })
            """
        let root = try SourceScannerTests.makeTree(["Package.swift": manifest])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let dump = """
            { "name": "Collections", "targets": [
              { "name": "DequeModule", "type": "regular", "dependencies": [] },
              { "name": "HeapModule", "type": "regular", "dependencies": [] },
              { "name": "Ignored", "type": "regular", "dependencies": [] } ] }
            """
        let graph = try PackageManifest.graph(fromDump: Data(dump.utf8), packagePath: root, dumpFile: "dump.json")
        #expect(
            graph.modules.map { $0.location?.description } == [
                "\(root)/Package.swift:5:14", "\(root)/Package.swift:5:29", nil,
            ])
    }
}
