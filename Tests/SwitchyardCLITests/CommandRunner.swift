import Foundation

/// Runs the built `switchyard` executable from the repository root and captures what it printed.
struct CommandRunner {
    /// What one run of the tool produced.
    struct Output: Equatable, Sendable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The repository root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `switchyard` binary: `$SWITCHYARD_BINARY`, or the one built next to this test bundle (the test
    /// target depends on the executable, so SwiftPM builds it first into the same products folder).
    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["SWITCHYARD_BINARY"] { return URL(fileURLWithPath: path) }
        #if os(Linux)
            let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            return testBinary.deletingLastPathComponent().appendingPathComponent("switchyard")
        #else
            let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
            return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("switchyard")
        #endif
    }()

    /// Runs `switchyard arguments…` in the repository root, on a thread of its own.
    ///
    /// Swift's cooperative pool has one thread per core, two on CI: a test that blocked one of
    /// them while the tool runs `swift package dump-package` would starve every other test's
    /// async work.
    ///
    /// `environment` changes this process's environment for the run: a `nil` value unsets the variable.
    static func run(_ arguments: [String], environment: [String: String?] = [:]) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try runBlocking(arguments, environment: environment) }) }
                .start()
        }
    }

    private static func runBlocking(_ arguments: [String], environment: [String: String?]) throws -> Output {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-cli-\(UUID().uuidString)")
        let out = scratch.appendingPathExtension("out")
        let err = scratch.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let process = Process()
        // Bounded: GNU `timeout` runs the tool in a process group of its own and ends the whole group (a
        // `swift package dump-package` waiting on a lock included), where a test's `.timeLimit` cannot stop
        // this thread. A run it ends exits with 124 (or 137 once killed), which the error below names.
        if FileManager.default.isExecutableFile(atPath: timeoutPath) {
            process.executableURL = URL(fileURLWithPath: timeoutPath)
            process.arguments = ["--kill-after=10", "\(secondsAllowed)", binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.currentDirectoryURL = repositoryRoot
        if !environment.isEmpty {
            var merged = ProcessInfo.processInfo.environment
            for (name, value) in environment { merged[name] = value }
            process.environment = merged
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        if process.executableURL?.path == timeoutPath, [124, 137].contains(process.terminationStatus) {
            throw TimedOut(arguments: arguments, seconds: secondsAllowed)
        }
        return Output(
            status: process.terminationStatus, standardOutput: try String(contentsOf: out, encoding: .utf8),
            standardError: try String(contentsOf: err, encoding: .utf8))
    }

    /// How long one run of the tool may take before it is ended: generous, as a cold `dump-package` on a loaded
    /// machine takes tens of seconds, but short of CI's step limit.
    static let secondsAllowed = 240
    static let timeoutPath = "/usr/bin/timeout"

    /// A run of the tool that did not finish in ``secondsAllowed`` seconds and was ended.
    struct TimedOut: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: Int
        var description: String {
            "`switchyard \(arguments.joined(separator: " "))` did not finish within \(seconds) s and was ended with its child processes."
        }
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(_ text: String, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// Writes `files` (path relative to the folder → text) into a fresh temporary folder and returns its path.
    static func temporaryPackage(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-package-\(UUID().uuidString)")
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    /// Deletes a file made by ``temporaryFile(_:named:)`` and its folder.
    static func removeTemporaryFile(_ path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }
}
