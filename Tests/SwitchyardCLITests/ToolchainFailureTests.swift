import Foundation
import Testing

/// What `switchyard check` says when the Swift it runs for `dump-package` (`SWITCHYARD_SWIFT`) cannot start or
/// fails: the manifest, the status, the first three lines of what it printed, and what to do.
@Suite(.timeLimit(.minutes(1))) struct ToolchainFailureTests {
    static func package(swift script: String?, executable: Bool = true) throws -> (folder: String, swift: String) {
        var files = [
            "Package.swift":
                "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"P\")\n",
            "module-rules.json": #"{ "types": { "UI": { "match": "*UI" } } }"#,
        ]
        if let script { files["swift"] = script }
        let folder = try CommandRunner.temporaryPackage(files)
        let swift = folder + "/swift"
        if script != nil {
            try FileManager.default.setAttributes(
                [.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: swift)
        }
        return (folder, swift)
    }

    @Test func aFailingDumpIsReportedWithItsStatusAndFirstThreeLines() async throws {
        let (folder, swift) = try Self.package(
            swift: "#!/bin/sh\nprintf 'first\\nsecond\\n\\nthird\\nfourth\\n' >&2\nexit 3\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await CommandRunner.run(
            ["check", "--package-path", folder, "--no-cache"], environment: ["SWITCHYARD_SWIFT": swift])
        #expect(
            output
                == CommandRunner.Output(
                    status: 2, standardOutput: "",
                    standardError: "error: \(folder)/Package.swift: `swift package dump-package` failed with status 3: "
                        + "first | second | third; fix the manifest until `swift package dump-package` succeeds\n"))
    }

    /// `--no-cache` evaluates the manifest again, SwiftPM's own manifest cache included; a cached run lets SwiftPM
    /// use it. The fake `swift` prints the arguments it was given, and fails so that the message shows them.
    @Test(arguments: [(["--no-cache"], " --manifest-cache none"), ([], "")])
    func noCacheAlsoBypassesSwiftPMsManifestCache(options: [String], bypass: String) async throws {
        let (folder, swift) = try Self.package(swift: "#!/bin/sh\necho \"$@\" >&2\nexit 3\n")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await CommandRunner.run(
            ["check", "--package-path", folder] + options, environment: ["SWITCHYARD_SWIFT": swift])
        #expect(output.status == 2)
        #expect(
            output.standardError
                == "error: \(folder)/Package.swift: `swift package dump-package` failed with status 3: "
                + "package --package-path \(folder)\(bypass) dump-package; fix the manifest until `swift package dump-package` succeeds\n"
        )
    }

    /// A missing or non-executable `SWITCHYARD_SWIFT` is not a manifest problem: the message says what to set.
    @Test(arguments: [(false, "No such file or directory"), (true, "Permission denied")])
    func aSwiftThatCannotStartIsNamedWithTheVariableToSet(exists: Bool, problem: String) async throws {
        let (folder, swift) = try Self.package(swift: exists ? "#!/bin/sh\nexit 0\n" : nil, executable: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = try await CommandRunner.run(
            ["check", "--package-path", folder, "--no-cache"], environment: ["SWITCHYARD_SWIFT": swift])
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        let error = output.standardError
        #expect(error.hasPrefix("error: \(folder)/Package.swift: could not start `\(swift) package dump-package` ("))
        #expect(error.contains(problem))
        #expect(error.hasSuffix("); put `swift` on PATH or set SWITCHYARD_SWIFT\n"))
    }
}
