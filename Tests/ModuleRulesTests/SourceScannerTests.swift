import Foundation
import ModuleRules
import Testing

@Suite struct SourceScannerTests {
    /// Writes `files` (relative path → text) under a fresh temporary folder and returns it.
    static func makeTree(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scanner-\(UUID().uuidString)").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test(arguments: [1, 2, 4])
    func scansNestedSwiftFilesInPathOrderSkippingExcludedAndHiddenOnes(threads: Int) throws {
        let root = try Self.makeTree([
            "Sources/A/b.swift": "import B1\n",
            "Sources/A/a.swift": "import A1\nimport A2\n",
            "Sources/A/Nested/c.swift": "@testable import C1\n",
            "Sources/A/Old/d.swift": "import Excluded\n",
            "Sources/A/.hidden/e.swift": "import Hidden\n",
            "Sources/A/notes.md": "import Markdown\n",
            "Sources/B/x.swift": "import X\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let graph = ModuleGraph(
            root: root, manifestPath: root + "/Package.swift",
            modules: [
                Module(name: "A", sourcePath: "Sources/A", excludedPaths: ["Old"]),
                Module(name: "B", sourcePath: "Sources/B"),
                Module(name: "Missing", sourcePath: "Sources/Missing"),
                Module(name: "System", kind: .system),
            ])
        let sources = SourceScanner(threadCount: threads).scan(graph)
        #expect(sources.map(\.module) == ["A", "B", "Missing"])
        #expect(sources.map(\.fileCount) == [3, 1, 0])
        #expect(sources[0].imports.map(\.module) == ["C1", "A1", "A2", "B1"])
        #expect(
            sources[0].imports.map(\.location.description) == [
                "\(root)/Sources/A/Nested/c.swift:1:1", "\(root)/Sources/A/a.swift:1:1",
                "\(root)/Sources/A/a.swift:2:1",
                "\(root)/Sources/A/b.swift:1:1",
            ])
    }

    @Test func readsFilesLargerThanTheInitialBuffer() throws {
        let filler = String(repeating: "let value = \"import Nothing\" // import Nothing\n", count: 20_000)
        let root = try Self.makeTree(["Sources/A/big.swift": "import First\n" + filler + "import Last\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let graph = ModuleGraph(root: root, manifestPath: "", modules: [Module(name: "A", sourcePath: "Sources/A")])
        let imports = SourceScanner(threadCount: 2).scan(graph)[0].imports
        #expect(imports.map(\.module) == ["First", "Last"])
        #expect(imports.map(\.location.line) == [1, 20_002])
    }
}

extension SourceScannerTests {
    /// A file exactly the size of the scanner's first read (256 KiB) is read to its end.
    @Test func readsAFileExactlyAsLargeAsTheInitialBuffer() throws {
        let first = "import First\n"
        let last = "import Last\n"
        let comment = "//" + String(repeating: "x", count: 256 * 1024 - first.utf8.count - last.utf8.count - 3) + "\n"
        let text = first + comment + last
        #expect(text.utf8.count == 262_144)
        let root = try Self.makeTree(["Sources/A/exact.swift": text])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let graph = ModuleGraph(root: root, manifestPath: "", modules: [Module(name: "A", sourcePath: "Sources/A")])
        let sources = SourceScanner(threadCount: 1).scan(graph)[0]
        #expect(sources.imports.map { "\($0.module)@\($0.location.line)" } == ["First@1", "Last@3"])
        #expect(sources.fileCount == 1)
    }
}

extension SourceScannerTests {
    /// A Swift file or a folder reached through a symbolic link is scanned like one that is there.
    @Test func filesAndFoldersReachedThroughSymbolicLinksAreScanned() throws {
        let root = try Self.makeTree([
            "Shared/Real.swift": "import Linked\n", "Shared/Folder/Inner.swift": "import Inner\n",
            "Sources/A/a.swift": "import Own\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Sources/A/Link.swift", withDestinationPath: root + "/Shared/Real.swift")
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Sources/A/Folder", withDestinationPath: root + "/Shared/Folder")
        let graph = ModuleGraph(root: root, manifestPath: "", modules: [Module(name: "A", sourcePath: "Sources/A")])
        let sources = SourceScanner(threadCount: 1).scan(graph)[0]
        #expect(sources.imports.map(\.module) == ["Inner", "Linked", "Own"])
        #expect(sources.fileCount == 3)
    }
}
