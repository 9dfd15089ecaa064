import Foundation
import Testing

@testable import ModuleRules

/// The files a package's dump depends on, and what the tool says when a path it reads is a folder or is not
/// JSON at all.
@Suite struct ManifestFilesTests {
    /// Only `Package.swift` and `Package@swift-*.swift` are manifests; other Swift files and notes next to them
    /// are not part of the dump cache's key.
    @Test func theManifestsAreThePackageFilesOnly() throws {
        let root = try SourceScannerTests.makeTree([
            "Package.swift": "// manifest\n", "Package@swift-6.0.swift": "// versioned\n",
            "Dangerfile.swift": "// not a manifest\n", "Package@swift-notes.md": "notes\n",
            "PackageHelpers.swift": "// not a manifest\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ManifestCache.manifestFiles(in: root) == ["Package.swift", "Package@swift-6.0.swift"])
    }

    @Test func aFolderIsNotAFileAndAFileIsNotAFolder() throws {
        let root = try SourceScannerTests.makeTree(["Sources/A/A.swift": "12345"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileStatus.isFolder(root + "/Sources/A"))
        #expect(!FileStatus.isFolder(root + "/Sources/A/A.swift"))
        #expect(!FileStatus.isFolder(root + "/Sources/B"))
        #expect(FileStatus.sizeAndModification(root + "/Sources/A/A.swift")?.size == 5)
        #expect(
            (FileStatus.sizeAndModification(root + "/Sources/A/A.swift")?.modified ?? 0) > 1_700_000_000_000_000_000)
        #expect(FileStatus.sizeAndModification(root + "/Sources/B.swift") == nil)
    }

    /// `--graph` naming a folder is refused like a missing file, not read as an empty or broken document.
    @Test func aGraphPathThatIsAFolderCannotBeRead() throws {
        let root = try SourceScannerTests.makeTree(["graph/keep.txt": ""])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileBytes.readIfPresent(root + "/graph") == nil)
        let error = try #require(throws: ModuleRulesError.self) {
            try GraphFile.load(path: root + "/graph", packagePath: root)
        }
        #expect(error.code == .unreadableFile)
        #expect(error.description == root + "/graph: cannot read the graph file; check the path given to --graph")
    }

    /// A saved dump that is not JSON at all names the line and column where reading stopped.
    @Test func aSavedDumpThatIsNotJSON() throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try PackageManifest.graph(
                fromDump: Data("error: no manifest".utf8), packagePath: ".", dumpFile: "dump.json")
        }
        #expect(error.code == .malformedFile)
        #expect(
            error.description
                == "dump.json: is not `swift package dump-package` output (line 1, column 1: unexpected 'e' where a value was expected); "
                + "regenerate it with "
                + "`swift package dump-package > dump.json`")
    }
}
