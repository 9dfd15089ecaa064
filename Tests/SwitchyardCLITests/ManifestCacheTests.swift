import Foundation
import Testing

/// The dump cache never answers for inputs it was not keyed on: an environment variable the manifest reads,
/// a folder a manifest lists, or a `--no-cache` run that stored a fresh dump.
@Suite(.serialized, .timeLimit(.minutes(3))) struct ManifestCacheTests {
    static let rules = #"{ "types": { "Any": { "match": "*", "mayDependOn": ["*"] } } }"#

    /// A package whose manifest keeps only the target `CACHE_FIXTURE_ONLY` names, like this repository's
    /// `SWITCHYARD_ONLY`.
    static let environmentManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Filtered",
            targets: [.target(name: "Alpha"), .target(name: "Beta", dependencies: ["Alpha"])]
        )
        if let only = Context.environment["CACHE_FIXTURE_ONLY"] {
            package.targets.removeAll { $0.name != only }
        }

        """

    /// A package with one target per folder of `Sources`.
    static let folderManifest = """
        // swift-tools-version: 6.0
        import Foundation
        import PackageDescription

        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/Sources")) ?? []
        let package = Package(name: "Folders", targets: names.sorted().map { .target(name: $0) })

        """

    static func summary(_ modules: Int, files: Int, imports: Int = 0) -> String {
        "checked \(modules) module\(modules == 1 ? "" : "s") (\(files) file\(files == 1 ? "" : "s"), "
            + "\(imports) import\(imports == 1 ? "" : "s")): 0 errors, 0 warnings\n"
    }

    @Test func flippingAnEnvironmentVariableTheManifestReadsDumpsAgain() async throws {
        let package = try CommandRunner.temporaryPackage([
            "Package.swift": Self.environmentManifest, "module-rules.json": Self.rules,
            "Sources/Alpha/Alpha.swift": "struct Alpha {}\n", "Sources/Beta/Beta.swift": "import Alpha\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let arguments = ["check", "--package-path", package]
        let only = try await CommandRunner.run(arguments, environment: ["CACHE_FIXTURE_ONLY": "Alpha"])
        #expect(only.standardOutput == Self.summary(1, files: 1))
        let whole = try await CommandRunner.run(arguments, environment: ["CACHE_FIXTURE_ONLY": nil])
        #expect(whole.standardOutput == Self.summary(2, files: 2, imports: 1))
        #expect(whole.status == 0)
        let onlyAgain = try await CommandRunner.run(arguments, environment: ["CACHE_FIXTURE_ONLY": "Alpha"])
        #expect(onlyAgain.standardOutput == Self.summary(1, files: 1))
        let entries = try FileManager.default.contentsOfDirectory(atPath: package + "/.build/switchyard")
        #expect(entries.filter { $0.hasPrefix("dump-") }.count == 2)
    }

    @Test func aManifestThatListsFoldersIsDumpedOnEveryRun() async throws {
        let package = try CommandRunner.temporaryPackage([
            "Package.swift": Self.folderManifest, "module-rules.json": Self.rules,
            "Sources/Alpha/Alpha.swift": "struct Alpha {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let arguments = ["check", "--package-path", package]
        let before = try await CommandRunner.run(arguments)
        #expect(before.standardOutput == Self.summary(1, files: 1))
        try FileManager.default.createDirectory(atPath: package + "/Sources/Beta", withIntermediateDirectories: true)
        try "struct Beta {}\n".write(toFile: package + "/Sources/Beta/Beta.swift", atomically: true, encoding: .utf8)
        let after = try await CommandRunner.run(arguments)
        #expect(after.standardOutput == Self.summary(2, files: 2))
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: package + "/.build/switchyard")) ?? []
        #expect(entries.filter { $0.hasPrefix("dump-") }.isEmpty)
    }

    @Test func noCacheStoresTheFreshDumpForTheNextRun() async throws {
        let package = try CommandRunner.temporaryPackage([
            "Package.swift": Self.environmentManifest, "module-rules.json": Self.rules,
            "Sources/Alpha/Alpha.swift": "struct Alpha {}\n", "Sources/Beta/Beta.swift": "import Alpha\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: package) }
        let arguments = ["check", "--package-path", package]
        let environment: [String: String?] = ["CACHE_FIXTURE_ONLY": nil]
        #expect(
            try await CommandRunner.run(arguments, environment: environment).standardOutput
                == Self.summary(2, files: 2, imports: 1))
        // An entry that went wrong (here: rewritten to name one target) is answered from until refreshed.
        let folder = package + "/.build/switchyard"
        let entry = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("dump-") })
        let stale =
            #"{ "name": "Filtered", "targets": [ { "name": "Alpha", "type": "regular", "dependencies": [] } ] }"#
        try stale.write(toFile: folder + "/" + entry, atomically: true, encoding: .utf8)
        #expect(
            try await CommandRunner.run(arguments, environment: environment).standardOutput
                == Self.summary(1, files: 1))
        let refreshed = try await CommandRunner.run(arguments + ["--no-cache"], environment: environment)
        #expect(refreshed.standardOutput == Self.summary(2, files: 2, imports: 1))
        #expect(
            try await CommandRunner.run(arguments, environment: environment).standardOutput
                == Self.summary(2, files: 2, imports: 1))
    }
}
