import Foundation

/// Keeps `swift package dump-package` output under `.build/switchyard/`, keyed by the contents of every
/// `Package*.swift` of the package and the toolchain's identity, so a check on an unchanged package does not
/// compile its manifest again.
///
/// A manifest that reads the environment or other files can change its output without its text changing;
/// delete `.build/switchyard` (or pass `--no-cache`) to force a fresh dump.
struct ManifestCache {
    /// The folder the entries live in.
    let folder: String
    let toolchain: Toolchain

    /// The cache under `<packagePath>/.build/switchyard`.
    init(packagePath: String, toolchain: Toolchain) {
        folder = DisplayPath.join(packagePath, ".build/switchyard")
        self.toolchain = toolchain
    }

    /// The manifest files of the package at `packagePath`: `Package.swift` and `Package@swift-*.swift`,
    /// sorted by name.
    static func manifestFiles(in packagePath: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: packagePath.isEmpty ? "." : packagePath)) ?? []
        return names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
            .sorted()
    }

    /// The cache key of the package at `packagePath`: its manifests' names and contents and the toolchain.
    func key(for packagePath: String) -> String {
        var bytes = Array(toolchain.identity.utf8)
        for name in ManifestCache.manifestFiles(in: packagePath) {
            bytes += Array(name.utf8) + [0]
            bytes += FileBytes.readIfPresent(DisplayPath.join(packagePath, name)) ?? []
            bytes.append(0)
        }
        return ContentHash.hex(of: bytes)
    }

    /// The dump of the package at `packagePath`: from the cache when its manifests and the toolchain are
    /// unchanged, otherwise from `dump` (and then stored).
    func dump(packagePath: String, orRun dump: () throws -> Data) rethrows -> Data {
        let entry = folder + "/dump-\(key(for: packagePath)).json"
        if let bytes = FileBytes.readIfPresent(entry), !bytes.isEmpty { return Data(bytes) }
        let data = try dump()
        ManifestCache.write(data, to: entry)
        return data
    }

    /// Writes `data` to `path` atomically, creating its folder; a cache that cannot be written is skipped.
    static func write(_ data: Data, to path: String) {
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
