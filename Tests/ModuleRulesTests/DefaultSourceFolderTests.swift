import Foundation
import Testing

@testable import ModuleRules

/// A target without a `path:` lives where SwiftPM looks for it: the first of `Sources`, `Source`, `src`, `srcs`
/// that holds its folder (`Tests` first for a test target), `Plugins` for a plugin, and `Sources` (or `Tests`)
/// when none does yet.
@Suite struct DefaultSourceFolderTests {
    @Test func eachTargetIsFoundInTheConventionalFolderThatHoldsIt() throws {
        let root = try SourceScannerTests.makeTree([
            "Source/Legacy/Legacy.swift": "", "src/Native/Native.swift": "", "srcs/Proto/Proto.swift": "",
            "Sources/Both/Both.swift": "", "Source/Both/Both.swift": "", "Sources/LegacyTests/LegacyTests.swift": "",
            "Tests/CoreTests/CoreTests.swift": "", "Sources/CoreTests/Helper.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let targets = [
            ("Legacy", "regular"), ("Native", "executable"), ("Proto", "regular"), ("Both", "regular"),
            ("LegacyTests", "test"), ("CoreTests", "test"), ("Lint", "plugin"), ("New", "regular"),
            ("NewTests", "test"),
        ]
        let dump =
            #"{ "name": "Shop", "targets": ["#
            + targets.map { #"{ "name": "\#($0.0)", "type": "\#($0.1)", "dependencies": [] }"# }
            .joined(separator: ", ") + "] }"
        let graph = try PackageManifest.graph(fromDump: Data(dump.utf8), packagePath: root, dumpFile: "d.json")
        #expect(
            graph.modules.map { $0.sourcePath ?? "none" } == [
                "Source/Legacy", "src/Native", "srcs/Proto", "Sources/Both", "Sources/LegacyTests", "Tests/CoreTests",
                "Plugins/Lint", "Sources/New", "Tests/NewTests",
            ])
    }
}
