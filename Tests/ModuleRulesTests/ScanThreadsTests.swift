import Foundation
import ModuleRules
import Testing

/// However many threads a scan uses (one for a small app, several for a large one), it finds the same imports
/// in the same order.
@Suite struct ScanThreadsTests {
    @Test(arguments: [1, 63, 64, 65, 200]) func everyThreadCountFindsTheSameSources(modules: Int) throws {
        var files: [String: String] = [:]
        for index in 0..<modules {
            files["Sources/M\(index)/A.swift"] = "import M\((index + 1) % modules)\nimport Foundation\n"
            files["Sources/M\(index)/Nested/B.swift"] = "@testable import M\(index / 2)\n"
        }
        let root = try SourceScannerTests.makeTree(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let graph = ModuleGraph(
            root: root, manifestPath: "Package.swift",
            modules: (0..<modules).map { Module(name: "M\($0)", sourcePath: "Sources/M\($0)") })
        let alone = SourceScanner(threadCount: 1).scan(graph)
        #expect(alone.count == modules && alone.allSatisfy { $0.fileCount == 2 && $0.imports.count == 3 })
        for threads in [2, 3, 8] {
            #expect(SourceScanner(threadCount: threads).scan(graph) == alone, "\(threads) threads")
        }
    }
}
