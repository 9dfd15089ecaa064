#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs `swift package dump-package` and returns what it printed.
enum PackageDumper {
    /// The dump of the package at `packagePath`, taken with `toolchain` (and `scratchPath` as SwiftPM's
    /// scratch folder when given); `fresh` evaluates the manifest again instead of using SwiftPM's cache.
    static func dump(packagePath: String, toolchain: Toolchain, scratchPath: String? = nil, fresh: Bool = false)
        throws -> Data
    {
        let manifest = DisplayPath.join(packagePath, "Package.swift")
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw ModuleRulesError(
                .unreadableFile, file: manifest,
                message: "no such file; pass the package root with --package-path, or a graph with --graph")
        }
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(
                toolchain.command,
                ["package", "--package-path", packagePath]
                    + (scratchPath.map { ["--scratch-path", $0 + "/dump"] } ?? [])
                    + (fresh ? ["--manifest-cache", "none"] : []) + ["dump-package"])
        } catch {
            throw cannotStart(toolchain, manifest: manifest, reason: "\(error)")
        }
        // `/usr/bin/env` exits with 127 when it finds no such command and 126 when it cannot run it.
        if output.status == 127 || output.status == 126 {
            let reason = String(decoding: output.standardError, as: UTF8.self).split(separator: "\n").first ?? ""
            throw cannotStart(toolchain, manifest: manifest, reason: String(reason))
        }
        guard output.status == 0 else {
            let reason = String(decoding: output.standardError, as: UTF8.self)
            let firstLines = reason.split(separator: "\n").prefix(3).joined(separator: " | ")
            throw ModuleRulesError(
                .manifestFailed, file: manifest,
                message: "`swift package dump-package` failed with status \(output.status): "
                    + "\(firstLines); fix the manifest until `swift package dump-package` succeeds")
        }
        return output.standardOutput
    }

    private static func cannotStart(_ toolchain: Toolchain, manifest: String, reason: String) -> ModuleRulesError {
        ModuleRulesError(
            .manifestFailed, file: manifest, value: toolchain.command,
            message: "could not start `\(toolchain.command) package dump-package` (\(reason)); "
                + "put `swift` on PATH or set SWITCHYARD_SWIFT")
    }
}
