#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `swift` toolchain that dumps manifests: where its driver is, an identity that changes when it is
/// replaced, and its version (read once per toolchain and cached), which decides the manifest SwiftPM uses.
struct Toolchain {
    /// The `swift` driver as configured: `$SWITCHYARD_SWIFT` when set, otherwise `swift` from `PATH`.
    let command: String
    /// The driver's resolved path, size and modification time; changes when the toolchain is replaced.
    let identity: String

    init() {
        command = ProcessInfo.processInfo.environment["SWITCHYARD_SWIFT"] ?? "swift"
        let resolved = Toolchain.resolve(command)
        var identity = resolved
        if let (size, modified) = FileStatus.sizeAndModification(resolved) { identity += " \(size) \(modified)" }
        self.identity = identity
    }

    /// The toolchain's Swift version (e.g. `[6, 3, 1]`), from `swift --version`, cached in `cacheFolder`;
    /// `nil` when it cannot be told.
    func version(cacheFolder: String) -> [Int]? {
        let cached = cacheFolder + "/toolchain-\(ContentHash.hex(of: Array(identity.utf8))).txt"
        if let bytes = FileBytes.readIfPresent(cached) {
            return Toolchain.parseVersion(String(decoding: bytes, as: UTF8.self))
        }
        guard let output = try? Subprocess.run(command, ["--version"]), output.status == 0 else { return nil }
        let text = String(decoding: output.standardOutput, as: UTF8.self)
        ManifestCache.write(Data(text.utf8), to: cached)
        return Toolchain.parseVersion(text)
    }

    /// The version after `Swift version ` in `swift --version` output.
    static func parseVersion(_ text: String) -> [Int]? {
        guard let range = text.firstRange(of: "Swift version ") else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        let parts = digits.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    /// The first executable named `command` on `PATH`, or `command` itself when it is a path or not found.
    private static func resolve(_ command: String) -> String {
        if command.contains("/") { return FileStatus.resolvingSymbolicLinks(command) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(command)"
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return FileStatus.resolvingSymbolicLinks(candidate)
            }
        }
        return command
    }
}

/// A 64-bit FNV-1a hash as 16 hex digits: a cache key, not a security measure.
enum ContentHash {
    static func hex(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
