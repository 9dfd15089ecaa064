import Foundation
import PackagePlugin

/// `swift package check-module-rules`: validates this package against its `module-rules.json`.
///
/// The plugin exports the package graph SwiftPM already resolved to a graph file (so the tool does not
/// run `swift package dump-package` inside a running `swift package`), then runs `switchyard check` on it
/// from the package root. Arguments are passed through, e.g. `swift package check-module-rules --format github`.
@main
struct CheckModuleRulesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        let graphFile = context.pluginWorkDirectoryURL.appendingPathComponent("module-graph.json")
        try PackageGraphExport.data(for: context.package).write(to: graphFile)

        let process = Process()
        process.executableURL = try context.tool(named: "switchyard").url
        process.currentDirectoryURL = root
        process.arguments = ["check", "--package-path", ".", "--graph", graphFile.path] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit && process.terminationStatus == 0 else {
            throw CheckFailed(status: process.terminationStatus)
        }
    }
}

/// The tool reported violations or could not run; its own output already said why.
struct CheckFailed: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        "switchyard check exited with status \(status) (1: violations, 2: could not run, 64: usage error)"
    }
}
