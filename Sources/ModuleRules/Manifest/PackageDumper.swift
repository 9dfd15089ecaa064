import Foundation

/// Runs `swift package dump-package` and returns what it printed.
enum PackageDumper {
    /// The `swift` driver: `$SWITCHYARD_SWIFT` when set, otherwise `swift` from `PATH`.
    static var swiftCommand: String {
        ProcessInfo.processInfo.environment["SWITCHYARD_SWIFT"] ?? "swift"
    }

    static func dump(packagePath: String) throws -> Data {
        let manifest = DisplayPath.join(packagePath, "Package.swift")
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw ModuleRulesError(
                .unreadableFile, file: manifest,
                message: "no such file; pass the package root with --package-path, or a graph with --graph")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-\(UUID().uuidString)")
        let errors = output.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [swiftCommand, "package", "--package-path", packagePath, "dump-package"]
        do {
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            throw ModuleRulesError(
                .manifestFailed, file: manifest, value: swiftCommand,
                message: "could not start `\(swiftCommand) package dump-package` (\(error)); "
                    + "put `swift` on PATH or set SWITCHYARD_SWIFT")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let firstLines = reason.split(separator: "\n").prefix(3).joined(separator: " | ")
            throw ModuleRulesError(
                .manifestFailed, file: manifest,
                message: "`swift package dump-package` failed with status \(process.terminationStatus): "
                    + "\(firstLines); fix the manifest until `swift package dump-package` succeeds")
        }
        do {
            return try Data(contentsOf: output)
        } catch {
            throw ModuleRulesError(
                .manifestFailed, file: manifest, message: "could not read the output of `swift package dump-package`")
        }
    }
}
