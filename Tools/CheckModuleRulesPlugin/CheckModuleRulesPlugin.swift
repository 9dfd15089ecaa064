import Foundation
import PackagePlugin

/// `swift package check-module-rules`: validates this package against its `module-rules.json`.
///
/// The plugin runs `switchyard check` from the package root, so the package's modules come from the same
/// place as on the command line: `swift package dump-package`, plugin targets included (the plugin API's
/// `package.targets` leaves them out). The dump runs with the plugin's work folder as its scratch path,
/// because the `swift package` that runs the plugin holds the lock on `.build`, and is cached there.
/// Arguments are passed through, e.g. `swift package check-module-rules --format github`.
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
        let process = Process()
        process.executableURL = try context.tool(named: "switchyard").url
        process.currentDirectoryURL = root
        process.arguments =
            ["check", "--package-path", ".", "--scratch-path", context.pluginWorkDirectoryURL.path] + arguments
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
