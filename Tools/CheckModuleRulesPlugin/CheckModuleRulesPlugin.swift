import Foundation
import PackagePlugin

/// `swift package check-module-rules`: validates this package against its `module-rules.json`.
///
/// The plugin exports the package graph SwiftPM already resolved to a graph file (so the tool does not
/// run `swift package dump-package` inside a running `swift package`), then runs `switchyard check` on it
/// from the package root. Arguments are passed through, e.g. `swift package check-module-rules --format github`.
///
/// `swift package` exits with 1 whenever a plugin fails, so the plugin exits with the tool's own status
/// (SwiftPM prints `Plugin ended with exit code N`) and, given `--status-file FILE`, writes that status to
/// FILE: 0 clean, 1 violations, 2 could not run, 64 usage error.
@main
struct CheckModuleRulesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        var statusFile: String?
        if let index = arguments.firstIndex(of: "--status-file") {
            guard index + 1 < arguments.count else {
                Diagnostics.error("'--status-file' needs a value; write --status-file <file>")
                exit(64)
            }
            statusFile = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
        let root = context.package.directoryURL
        let graphFile = context.pluginWorkDirectoryURL.appendingPathComponent("module-graph.json")
        try PackageGraphExport.data(for: context.package).write(to: graphFile)

        let process = Process()
        process.executableURL = try context.tool(named: "switchyard").url
        process.currentDirectoryURL = root
        process.arguments = ["check", "--package-path", ".", "--graph", graphFile.path] + arguments
        try process.run()
        process.waitUntilExit()
        let status = process.terminationReason == .exit ? process.terminationStatus : 2
        if let statusFile {
            let url = URL(fileURLWithPath: statusFile, relativeTo: root)
            try Data("\(status)\n".utf8).write(to: url)
        }
        if status != 0 { exit(status) }
    }
}
