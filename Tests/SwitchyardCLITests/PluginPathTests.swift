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
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // This repository's manifest reads SWITCHYARD_ONLY; `make validate` unsets it, and so do these runs.
        let environment: [String: String?] = ["SWITCHYARD_ONLY": nil]
        let commandLine = try await CommandRunner.run(
            ["check", "--package-path", ".", "--format", "json"], environment: environment)
        let plugin = try await CommandRunner.run(
            ["check", "--package-path", ".", "--scratch-path", scratch.path, "--format", "json"],
            environment: environment)
        #expect(plugin.status == commandLine.status)
        let modules = try Self.modules(plugin)
        #expect(modules == (try Self.modules(commandLine)))
        #expect(modules.contains("CheckModuleRulesPlugin"))
        #expect(modules.contains("RouteTablePlugin"))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/switchyard"))
    }

    @Test func thePluginRunsTheCommandLinesCheckWithNoGraphOfItsOwn() throws {
        let source = try String(
            contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(
                "Tools/CheckModuleRulesPlugin/CheckModuleRulesPlugin.swift"), encoding: .utf8)
        #expect(source.contains(#"["check", "--package-path", ".", "--scratch-path", "#))
        #expect(!source.contains("--graph"))
    }
}
