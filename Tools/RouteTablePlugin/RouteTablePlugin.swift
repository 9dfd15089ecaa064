import Foundation
import PackagePlugin

/// Generates typed routes from each `*.routes.json` route table in a target's folder (or below it).
///
/// For `RideRoutes.routes.json` it runs `route-table-generator` to write `RideRoutes.swift`
/// into the plugin's work folder, which is compiled with the target. A bad table fails the
/// build with the generator's `file:line: error:` lines.
@main
struct RouteTablePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "route-table-generator").url
        let files = FileManager.default.enumerator(at: module.directoryURL, includingPropertiesForKeys: nil)
        let tables = (files?.allObjects as? [URL] ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".routes.json") }
            .sorted { $0.path < $1.path }
        return tables.map { table in
            let name = String(table.lastPathComponent.dropLast(".routes.json".count))
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name).swift")
            return .buildCommand(
                displayName: "Generating routes from \(table.lastPathComponent)", executable: generator,
                arguments: [table.path, output.path], inputFiles: [table], outputFiles: [output])
        }
    }
}
