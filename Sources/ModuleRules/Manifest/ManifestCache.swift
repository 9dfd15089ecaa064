#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Keeps `swift package dump-package` output under `.build/switchyard/`, keyed by everything the manifest's
/// evaluation depends on that the cache can name, so a check on an unchanged package does not compile its
/// manifest again and a changed one is never answered from a stale entry.
///
/// The key covers the toolchain, the name and text of every `Package*.swift`, and the value of each
/// environment variable the manifests read by a literal name (``ManifestInputs``). A manifest that reads the
/// file system, or the environment by a computed name, is dumped on every run and never cached. With
/// `--no-cache` the entry is not read but is written again, so the next cached run sees the fresh dump.
struct ManifestCache {
    /// The folder the entries live in.
    let folder: String
    let toolchain: Toolchain
    /// The environment the manifest is evaluated in (the dump runs with this process's environment).
    let environment: [String: String]
    /// The scratch folder `dump-package` runs with, or `nil` for the package's own `.build`.
    let scratchPath: String?

    /// The cache under `<scratchPath>/switchyard`, or under `<packagePath>/.build/switchyard` without one.
    ///
    /// A scratch path of its own lets a command plugin dump the manifest while `swift package` holds the
    /// lock on the package's `.build`.
    init(packagePath: String, toolchain: Toolchain, scratchPath: String? = nil) {
        folder = scratchPath.map { $0 + "/switchyard" } ?? DisplayPath.join(packagePath, ".build/switchyard")
        self.toolchain = toolchain
        self.scratchPath = scratchPath
        environment = ProcessInfo.processInfo.environment
    }

    /// The manifest files of the package at `packagePath`: `Package.swift` and `Package@swift-*.swift`,
    /// sorted by name.
    static func manifestFiles(in packagePath: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: packagePath.isEmpty ? "." : packagePath)) ?? []
        return names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted()
    }

    /// The cache key of the package at `packagePath`, or `nil` when its dump must not be cached: its
    /// manifests' names and contents, the values of the environment variables they read, and the toolchain.
    func key(for packagePath: String) -> String? {
        var manifests: [UInt8] = []
        var texts: [String] = []
        for name in ManifestCache.manifestFiles(in: packagePath) {
            let text = FileBytes.readIfPresent(DisplayPath.join(packagePath, name)) ?? []
            manifests += Array(name.utf8) + [0] + text + [0]
            texts.append(String(decoding: text, as: UTF8.self))
        }
        let inputs = self.inputs(ofManifests: manifests, texts: texts)
        guard inputs.uncacheableReason == nil else { return nil }
        let bytes = Array(toolchain.identity.utf8) + [0] + Array(inputs.environmentKey(environment).utf8) + [0]
        return ContentHash.hex(of: bytes + manifests)
    }

    /// What the manifests with these `texts` read (``ManifestInputs``), kept in `inputs-<hash>.json` under the
    /// hash of their names and texts (`manifests`): finding the reads costs more than the rest of a warm
    /// check's manifest work (113 M of 333 M instructions at 605 modules).
    ///
    /// Invariant: the inputs are a function of the manifests' names and texts alone, so an entry named by their
    /// hash is never stale. An entry that cannot be read is computed again and rewritten.
    func inputs(ofManifests manifests: [UInt8], texts: [String]) -> ManifestInputs {
        let entry = folder + "/inputs-\(ContentHash.hex(of: manifests)).json"
        if let bytes = FileBytes.readIfPresent(entry),
            let inputs = try? JSONDecoder().decode(ManifestInputs.self, from: Data(bytes))
        {
            return inputs
        }
        let inputs = ManifestInputs(manifestTexts: texts)
        if let data = try? JSONEncoder().encode(inputs) { ManifestCache.write(data, to: entry) }
        return inputs
    }

    /// The decoded dump of the package at `packagePath`: from the cache when `reusing` and an entry for its
    /// current inputs exists, otherwise from `dump`, stored for the next run when the manifest can be cached.
    ///
    /// `dump` is told whether SwiftPM's own manifest cache must be bypassed too: it is keyed on the manifest
    /// text and the environment only, so it answers a manifest that lists folders from before they changed.
    ///
    /// - Throws: what `dump` throws, or ``ModuleRulesError`` naming `dumpFile` when the dump is not
    ///   `dump-package` output.
    func dump(packagePath: String, reusing: Bool, dumpFile: String, orRun dump: (_ fresh: Bool) throws -> Data)
        throws -> PackageDump
    {
        guard let key = key(for: packagePath) else { return try PackageDump.decode(dump(true), dumpFile: dumpFile) }
        let entry = folder + "/dump-\(key).json"
        if reusing, let bytes = FileBytes.readIfPresent(entry), !bytes.isEmpty {
            return try decoded(bytes, dumpFile: dumpFile)
        }
        let data = try dump(!reusing)
        ManifestCache.write(data, to: entry)
        return try decoded(Array(data), dumpFile: dumpFile)
    }

    /// `bytes` decoded as a dump, through the digest stored under the hash of `bytes` when there is one
    /// (``PackageDump/digest``); a fresh decode stores its digest for the next run.
    private func decoded(_ bytes: [UInt8], dumpFile: String) throws -> PackageDump {
        let entry = folder + "/decoded-\(ContentHash.hex(of: bytes)).txt"
        if let digest = FileBytes.readIfPresent(entry), let dump = PackageDump(digest: digest) { return dump }
        let dump = try PackageDump.decode(Data(bytes), dumpFile: dumpFile)
        ManifestCache.write(Data(dump.digest), to: entry)
        return dump
    }

    /// Writes `data` to `path` atomically, creating its folder; a cache that cannot be written is skipped.
    static func write(_ data: Data, to path: String) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
