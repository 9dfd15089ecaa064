import Foundation
import Testing

/// `swift package check-module-rules` and `switchyard check` read the package's modules from one place.
@Suite(.timeLimit(.minutes(2))) struct PluginPathTests {
    /// The module names of a `--format json` report.
    static func modules(_ output: CommandRunner.Output) throws -> [String] {
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let modules = try #require(document["modules"] as? [[String: Any]])
        return modules.compactMap { $0["name"] as? String }.sorted()
    }

    @Test func thePluginsInvocationSeesTheModulesTheCommandLineSeesPluginTargetsIncluded() async throws {
        let pluginScratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-\(UUID().uuidString)")
        let commandLineScratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "switchyard-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: pluginScratch)
            try? FileManager.default.removeItem(at: commandLineScratch)
        }
        // This repository's manifest reads SWITCHYARD_ONLY; `make validate` unsets it, and so do these runs.
        // Both runs dump with a scratch path of their own: the `swift test` running this test holds the lock
        // on the repository's `.build`, so a dump there would wait for it.
        let environment: [String: String?] = ["SWITCHYARD_ONLY": nil]
        let commandLine = try await CommandRunner.run(
            [
                "check", "--package-path", ".", "--format", "json", "--no-cache", "--scratch-path",
                commandLineScratch.path,
            ],
            environment: environment)
        let plugin = try await CommandRunner.run(
            ["check", "--package-path", ".", "--scratch-path", pluginScratch.path, "--format", "json"],
            environment: environment)
        #expect(plugin.status == commandLine.status)
        let modules = try Self.modules(plugin)
        #expect(modules == (try Self.modules(commandLine)))
        #expect(modules.contains("CheckModuleRulesPlugin"))
        #expect(modules.contains("RouteTablePlugin"))
        #expect(FileManager.default.fileExists(atPath: pluginScratch.path + "/switchyard"))
    }

    @Test func thePluginRunsTheCommandLinesCheckWithNoGraphOfItsOwn() throws {
        let source = try String(
            contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(
                "Tools/CheckModuleRulesPlugin/CheckModuleRulesPlugin.swift"), encoding: .utf8)
        #expect(source.contains(#"["check", "--package-path", ".", "--scratch-path", "#))
        #expect(!source.contains("--graph"))
    }
}
