import Foundation
import ModuleRules
import Testing

/// The scanner reads exactly the files SwiftPM compiles: `sources:`, `exclude:`, resources and `.docc`
/// catalogs, whichever way the graph was read.
@Suite struct SourceSelectionTests {
    static let root = "Tests/Fixtures/Layout"

    /// Module → (files, imported modules) for a scan of `graph`.
    static func scanned(_ graph: ModuleGraph) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for entry in SourceScanner(threadCount: 2).scan(graph) {
            result[entry.module] = entry.imports.map { "\($0.location.path) \($0.module)" }
        }
        return result
    }

    static let expected = [
        "AlphaLogic": ["Tests/Fixtures/Layout/Sources/Shared/Alpha/Alpha.swift Foundation"],
        "BetaLogic": ["Tests/Fixtures/Layout/Sources/Shared/Beta/Beta.swift AlphaLogic"],
        "CoreLogic": ["Tests/Fixtures/Layout/Sources/CoreLogic/Core.swift Foundation"],
    ]

    @Test func theManifestDumpsSourcesExcludeAndResourcesAreHonoured() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/manifest.json"))
        let graph = try PackageManifest.graph(fromDump: data, packagePath: Self.root, dumpFile: "manifest.json")
        #expect(graph.module(named: "BetaLogic")?.sourcePaths == ["Beta/Beta.swift"])
        #expect(graph.module(named: "CoreLogic")?.excludedPaths == ["Legacy", "Templates"])
        #expect(Self.scanned(graph) == Self.expected)
    }

    @Test func aGraphFileWithSourcesExcludeAndResourcesSelectsTheSameFiles() throws {
        let json = """
            { "version": 1, "modules": [
              { "name": "AlphaLogic", "path": "Sources/Shared", "sources": ["Alpha"] },
              { "name": "BetaLogic", "path": "Sources/Shared", "sources": ["./Beta/Beta.swift"] },
              { "name": "CoreLogic", "path": "Sources/CoreLogic", "exclude": ["Legacy/"], "resources": ["Templates"] } ] }
            """
        let graph = try GraphFile.decode(Data(json.utf8), path: "graph.json", packagePath: Self.root)
        #expect(Self.scanned(graph) == Self.expected)
    }

    @Test func theGraphExportCarriesSourcesAndExclusionsSoItReadsBackTheSame() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/manifest.json"))
        let graph = try PackageManifest.graph(fromDump: data, packagePath: Self.root, dumpFile: "manifest.json")
        let rules = try RulesConfiguration(types: [ModuleType(name: "Logic", match: ["*Logic"])])
        let report = Validator(configuration: rules).validate(graph, sources: [])
        let exported = report.exportedGraph(as: .json, configuration: rules)
        let reread = try GraphFile.decode(Data(exported.utf8), path: "graph.json", packagePath: Self.root)
        #expect(reread.modules.map(\.sourcePaths) == graph.modules.map(\.sourcePaths))
        #expect(reread.modules.map(\.excludedPaths) == graph.modules.map(\.excludedPaths))
        #expect(Self.scanned(reread) == Self.expected)
    }

    @Test(arguments: ["Guide.docc", "Media.xcassets", "Model.xcdatamodeld", "en.lproj"])
    func foldersSwiftPMTreatsAsOneResourceAreNotScanned(folder: String) throws {
        let root = try SourceScannerTests.makeTree([
            "Sources/A/a.swift": "import Kept\n",
            "Sources/A/\(folder)/b.swift": "import Skipped\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let graph = ModuleGraph(root: root, manifestPath: "", modules: [Module(name: "A", sourcePath: "Sources/A")])
        let sources = SourceScanner(threadCount: 1).scan(graph)
        #expect(sources[0].fileCount == 1)
        #expect(sources[0].importedModules == ["Kept"])
    }
}

extension SourceSelectionTests {
    /// A module's `sources` as people write them: `.` for the whole folder, single files (a non-Swift one is not
    /// scanned), entries that do not exist or that `exclude` names (skipped), and hidden files and folders,
    /// which are never scanned.
    @Test func listedSourcesAreReadAsSwiftPMReadsThem() throws {
        let root = try SourceScannerTests.makeTree([
            "Sources/A/Kept.swift": "import Whole\n",
            "Sources/A/.hidden.swift": "import Hidden\n",
            "Sources/A/.build/Generated.swift": "import Generated\n",
            "Sources/A/Excluded/E.swift": "import Excluded\n",
            "Sources/B/One.swift": "import One\n",
            "Sources/B/Other.swift": "import Other\n",
            "Sources/B/notes.md": "import Notes\n",
            "Sources/B/Old/Old.swift": "import Old\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var whole = Module(name: "A", sourcePath: "Sources/A", sourcePaths: ["./"])
        whole.excludedPaths = ["Excluded/"]
        var files = Module(
            name: "B", sourcePath: "Sources/B", sourcePaths: ["One.swift", "notes.md", "Missing.swift", "Old"])
        files.excludedPaths = ["./Old"]
        let graph = ModuleGraph(root: root, manifestPath: "", modules: [whole, files])
        let sources = SourceScanner(threadCount: 1).scan(graph)
        #expect(sources.map(\.importedModules) == [["Whole"], ["One"]])
        #expect(sources.map(\.fileCount) == [1, 1])
    }
}
