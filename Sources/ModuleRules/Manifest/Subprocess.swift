import Foundation

/// Runs a command through `/usr/bin/env` with its output in temporary files (no pipe to fill up).
enum Subprocess {
    struct Output {
        var status: Int32
        var standardOutput: Data
        var standardError: Data
    }

    /// Runs `command arguments…` and waits for it.
    ///
    /// - Throws: the error `Process.run()` throws when the command cannot be started.
    static func run(_ command: String, _ arguments: [String]) throws -> Output {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-\(UUID().uuidString)")
        let output = base.appendingPathExtension("out")
        let errors = base.appendingPathExtension("err")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, standardOutput: (try? Data(contentsOf: output)) ?? Data(),
            standardError: (try? Data(contentsOf: errors)) ?? Data())
    }
}
