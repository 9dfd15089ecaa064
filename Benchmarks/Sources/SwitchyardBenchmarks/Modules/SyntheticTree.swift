import Foundation
import ModuleRules

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A generated package of `features × 4` modules (Logic, Service, UI, Flow) with `filesPerModule` Swift
/// files each, written to a temporary folder, plus its module graph.
///
/// Every file has imports (some conditional, some attributed), comments and strings that mention
/// `import`, and a body of ordinary declarations, so the scanner meets what it meets in real code.
struct SyntheticTree {
    let root: String
    let graph: ModuleGraph
    let fileCount: Int
    let byteCount: Int
    let lineCount: Int

    static let kinds = ["Logic", "Service", "UI", "Flow"]

    /// Writes the tree under a fresh temporary folder.
    static func generate(
        features: Int, filesPerModule: Int, blocksPerFile: Int = 9, in directory: String? = nil
    ) throws -> SyntheticTree {
        let root =
            directory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-tree-\(UUID().uuidString)")
            .path
        var modules: [Module] = []
        var files = 0
        var bytes = 0
        var lines = 0
        for feature in 0..<features {
            let prefix = "Feature" + String(format: "%04d", feature)
            let other = "Feature" + String(format: "%04d", feature == 0 ? 0 : (feature * 7) % feature)
            let dependencies: [String: [String]] = [
                "Logic": feature == 0 ? [] : [other + "Logic"],
                "Service": [prefix + "Logic"],
                "UI": [prefix + "Logic"],
                "Flow": [prefix + "Logic", prefix + "Service", prefix + "UI"],
            ]
            for kind in kinds {
                let name = prefix + kind
                let folder = root + "/Sources/" + name
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let declared = dependencies[kind] ?? []
                for index in 0..<filesPerModule {
                    let text = source(module: name, file: index, imports: declared, blocks: blocksPerFile)
                    try write(text, to: folder + "/File\(index).swift")
                    files += 1
                    bytes += text.utf8.count
                    lines += text.utf8.count { $0 == UInt8(ascii: "\n") }
                }
                modules.append(
                    Module(
                        name: name, sourcePath: "Sources/" + name, dependencies: declared.map { Dependency(name: $0) }))
            }
        }
        let graph = ModuleGraph(root: root, manifestPath: root + "/Package.swift", modules: modules)
        return SyntheticTree(root: root, graph: graph, fileCount: files, byteCount: bytes, lineCount: lines)
    }

    /// Writes with plain system calls: `FileManager.createFile` is several times slower for 40,000 files.
    private static func write(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        var text = text
        let written = text.withUTF8 { buffer in posixWrite(descriptor, buffer.baseAddress, buffer.count) }
        guard written == text.utf8.count else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// Deletes the generated folder.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The rules the tree follows: the four classic types.
    static func rules() throws -> RulesConfiguration {
        try RulesConfiguration(types: [
            ModuleType(name: "Logic", match: ["*Logic"], mayDependOn: ["Logic"], mayNotImport: ["UIKit", "SwiftUI"]),
            ModuleType(
                name: "Service", match: ["*Service"], mayDependOn: ["Service", "Logic"], mayNotImport: ["UIKit"]),
            ModuleType(name: "UI", match: ["*UI"], mayDependOn: ["UI", "Logic"]),
            ModuleType(name: "Flow", match: ["*Flow"], mayDependOn: ["Flow", "UI", "Logic", "Service"]),
        ])
    }

    private static func source(module: String, file: Int, imports: [String], blocks: Int) -> String {
        var text =
            "// \(module) — File\(file).swift\n// Generated for the module-rules benchmark; import nothing from here.\n\n"
        text += "import Foundation\n"
        for (offset, name) in imports.enumerated() {
            text += offset == 0 && file % 3 == 0 ? "@testable import \(name)\n" : "import \(name)\n"
        }
        if file % 5 == 0 { text += "#if canImport(Combine)\nimport Combine\n#endif\n" }
        text += "\n/* A block comment that mentions\n   import NotAModule\n   /* nested */ and ends here. */\n\n"
        for block in 0..<blocks {
            text += """
                /// A generated type number \(block) of \(module), documented the way public API is documented.
                public struct \(module)Type\(file)x\(block): Sendable, Hashable, CustomStringConvertible {
                    public var identifier: Int = \(block)
                    public var title: String = "import \(module) is only text inside a string literal here"
                    public var items: [String] = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
                    public var lookup: [String: Int] = ["alpha": 1, "beta": 2, "gamma": 3]

                    // Computes a weighted total; this comment says import Foundation again for the lexer.
                    public func total(scale: Int, offset: Int = 0) -> Int {
                        var sum = identifier * scale + offset
                        for item in items where !item.isEmpty && item.count > 2 { sum += item.count / 2 }
                        return sum > 0 ? sum : -sum
                    }

                    public var description: String {
                        \"\"\"
                        \\(title) has \\(items.count) items and \\(lookup.count) lookups in this record
                        import Nothing: this line is inside a multi-line string literal
                        \"\"\"
                    }
                }


                """
        }
        return text
    }
}

/// `write(2)`, named so it does not clash with `SyntheticTree.write(_:to:)`.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
    #else
        Darwin.write(descriptor, bytes, count)
    #endif
}
