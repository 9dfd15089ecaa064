import Foundation
import Testing

@testable import ModuleRules

/// The digest a warm check reads instead of the dump's JSON holds exactly what `JSONDecoder` reads from it,
/// and a digest that is cut short or tampered with is refused rather than read wrongly.
@Suite struct PackageDumpDigestTests {
    /// Dumps with every field the validator reads, present, empty and absent, and names the digest's own
    /// separators and lengths could be confused by.
    static let dumps = [
        #"{ "name": "Tiny", "targets": [] }"#,
        #"""
        { "name": "Shop", "dependencies": [ { "fileSystem": [ { "identity": "engine" } ] } ],
          "products": [ { "name": "Shop", "targets": ["ShopUI", "ShopLogic"] }, { "name": "Empty", "targets": [] } ],
          "targets": [
            { "name": "ShopUI", "type": "regular", "path": "Sources/UI", "exclude": ["a.json", ""],
              "sources": ["One.swift", "Two"], "resources": [ { "path": "Media", "rule": { "process": {} } } ],
              "dependencies": [ { "byName": ["ShopLogic", null] }, { "target": ["Core", { "platformNames": [] }] },
                { "product": ["FlowCore", "engine", null, null] }, { "product": ["Alone", null, null, null] } ],
              "settings": [ { "tool": "swift", "kind": { "define": { "_0": "DEBUG_MENU" } } },
                { "tool": "swift", "kind": { "enableUpcomingFeature": { "_0": "ExistentialAny" } } },
                { "tool": "c", "kind": { "define": { "_0": "C_ONLY" } } }, { "kind": {} }, {} ] },
            { "name": "ShopLogic", "type": "test", "dependencies": [], "settings": [] },
            { "name": "12:3;4", "type": "executable", "path": "", "exclude": [], "sources": [], "resources": [],
              "dependencies": [ { "byName": ["5:ab;", null] } ] },
            { "name": "Ünïcödé 🚂", "type": "plugin", "dependencies": [ { "byName": ["naïve\nline", null] } ] }
          ] }
        """#,
        #"{ "name": "NoDeps", "dependencies": [], "products": [], "targets": [ { "name": "A", "type": "macro", "dependencies": [] } ] }"#,
    ]

    static func decoded(_ json: String) throws -> PackageDump {
        try PackageDump.decode(Data(json.utf8), dumpFile: "dump.json")
    }

    @Test(arguments: dumps) func aDigestReadsBackAsTheDecodedDump(json: String) throws {
        let dump = try Self.decoded(json)
        #expect(PackageDump(digest: dump.digest) == dump)
    }

    @Test func theFieldsThatDecideTheGraphSurviveTheRoundTrip() throws {
        let dump = try #require(PackageDump(digest: Self.decoded(Self.dumps[1]).digest))
        #expect(dump.targets.map(\.name) == ["ShopUI", "ShopLogic", "12:3;4", "Ünïcödé 🚂"])
        #expect(dump.targets[0].dependencies.map(\.name) == ["ShopLogic", "Core", "FlowCore", "Alone"])
        #expect(dump.targets[0].dependencies.map(\.package) == [nil, nil, "engine", nil])
        #expect(dump.targets[0].settings?.compactMap { $0.kind?.define?.name } == ["DEBUG_MENU", "C_ONLY"])
        #expect(dump.targets[0].resources?.map(\.path) == ["Media"])
        #expect(dump.targets[1].path == nil && dump.targets[1].exclude == nil && dump.targets[2].path == "")
        #expect(dump.targets[3].dependencies.map(\.name) == ["naïve\nline"])
        #expect(dump.dependencies?.count == 1 && dump.products?.count == 2)
    }

    @Test func everyDigestCutShortIsRefused() throws {
        let digest = try Self.decoded(Self.dumps[1]).digest
        for count in 0..<digest.count {
            #expect(PackageDump(digest: Array(digest.prefix(count))) == nil, "a digest cut to \(count) bytes")
        }
        #expect(PackageDump(digest: digest + Array("1;".utf8)) == nil)
    }

    @Test(arguments: [
        "switchyard-dump-digest 2\n4:Tiny0;0;0;",
        "switchyard-dump-digest 1\n4:Tiny999999999;",
        "switchyard-dump-digest 1\n9999999999:Tiny0;0;0;",
        "switchyard-dump-digest 1\n4:Tiny0;2;0;0;",
        "switchyard-dump-digest 1\n-4:Tiny0;0;0;",
        "switchyard-dump-digest 1\n4:Tiny0;0;1;999999;",
    ])
    func aTamperedDigestIsRefused(text: String) {
        #expect(PackageDump(digest: Array(text.utf8)) == nil)
    }

    @Test func aDigestWithBytesThatAreNotUTF8IsRefused() throws {
        var digest = try Self.decoded(#"{ "name": "Tiny", "targets": [] }"#).digest
        #expect(PackageDump(digest: digest) != nil)
        digest[digest.firstIndex(of: UInt8(ascii: "T"))!] = 0xFF
        #expect(PackageDump(digest: digest) == nil)
    }

    /// The cache answers from the digest on the second run, and from the dump's new bytes when the dump entry
    /// changes under the same key (a digest is named by the bytes it was decoded from).
    @Test func theCacheDecodesEachDumpOnceAndFollowsAnEditedEntry() throws {
        let root = try SourceScannerTests.makeTree(["Package.swift": "// swift-tools-version: 6.0\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = ManifestCache(packagePath: root, toolchain: Toolchain())
        var dumps = 0
        let run = { (_: Bool) -> Data in
            dumps += 1
            return Data(Self.dumps[1].utf8)
        }
        let first = try cache.dump(packagePath: root, reusing: true, dumpFile: "Package.swift", orRun: run)
        let second = try cache.dump(packagePath: root, reusing: true, dumpFile: "Package.swift", orRun: run)
        #expect(first == (try Self.decoded(Self.dumps[1])) && second == first && dumps == 1)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
        #expect(entries.filter { $0.hasPrefix("decoded-") }.count == 1)
        let entry = try #require(entries.first { $0.hasPrefix("dump-") })
        try Self.dumps[2].write(toFile: cache.folder + "/" + entry, atomically: true, encoding: .utf8)
        let edited = try cache.dump(packagePath: root, reusing: true, dumpFile: "Package.swift", orRun: run)
        #expect(edited == (try Self.decoded(Self.dumps[2])) && dumps == 1)
        // A digest cut short is decoded again from the dump.
        try Self.dumps[1].write(toFile: cache.folder + "/" + entry, atomically: true, encoding: .utf8)
        try "switchyard-dump-digest 1\n".write(
            toFile: cache.folder + "/" + (try #require(entries.first { $0.hasPrefix("decoded-") })), atomically: true,
            encoding: .utf8)
        #expect(try cache.dump(packagePath: root, reusing: true, dumpFile: "Package.swift", orRun: run) == first)
        #expect(dumps == 1)
    }

    /// What the manifests read is kept under the hash of their text and is what reading them again finds.
    @Test func theManifestInputsAreKeptUnderTheirTextsHash() throws {
        let manifest = #"let only = Context.environment["ONLY"] // FileManager in a comment"#
        let root = try SourceScannerTests.makeTree(["Package.swift": manifest])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cache = ManifestCache(packagePath: root, toolchain: Toolchain())
        let key = cache.key(for: root)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.folder)
        let entry = try #require(entries.first { $0.hasPrefix("inputs-") })
        let kept = try JSONDecoder().decode(
            ManifestInputs.self, from: Data(contentsOf: URL(fileURLWithPath: cache.folder + "/" + entry)))
        #expect(kept == ManifestInputs(manifestTexts: [manifest]))
        #expect(kept.environmentNames == ["ONLY"] && kept.uncacheableReason == nil)
        try "not json".write(toFile: cache.folder + "/" + entry, atomically: true, encoding: .utf8)
        #expect(cache.key(for: root) == key)
        try (manifest + "\nlet names = FileManager.default").write(
            toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(cache.key(for: root) == nil)
    }
}
