import Foundation
import PackagePlugin

/// Generates typed routes from each `*.routes.json` route table in a target's folder (or below it).
///
/// For `RideRoutes.routes.json` it runs `route-table-generator` to write `RideRoutes.swift`
/// into the plugin's work folder, which is compiled with the target. A large table is split
/// into `RideRoutes.swift`, `RideRoutes+Part1.swift`, … (one per 400 routes, and at least
/// ``minimumParts``) so that the compiler builds the parts in parallel. A bad table fails the
/// build with the generator's `file:line: error:` lines.
///
/// SwiftPM keeps the files a plugin declared until the target's list of files changes, so a
/// table that grows from 200 to 5,000 routes between two builds still has the files declared
/// for 200: at least ``minimumParts`` files keep such a table building in parallel (the
/// generator spreads the parts over the files it is given, and leaves spare ones empty).
@main
struct RouteTablePlugin: BuildToolPlugin {
    /// Routes per generated file; the generator's `RouteCodeWriter.routesPerPart`.
    static let routesPerPart = 400
    /// The fewest files a table is generated into.
    static let minimumParts = 4

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "route-table-generator").url
        let files = FileManager.default.enumerator(at: module.directoryURL, includingPropertiesForKeys: nil)
        let tables = (files?.allObjects as? [URL] ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".routes.json") }
            .sorted { $0.path < $1.path }
        return tables.map { table in
            let name = String(table.lastPathComponent.dropLast(".routes.json".count))
            let parts = max(
                Self.minimumParts, (Self.routeCount(of: table) + Self.routesPerPart - 1) / Self.routesPerPart)
            let outputs = (0..<parts).map { part in
                context.pluginWorkDirectoryURL.appendingPathComponent(
                    part == 0 ? "\(name).swift" : "\(name)+Part\(part).swift")
            }
            return .buildCommand(
                displayName: "Generating routes from \(table.lastPathComponent)", executable: generator,
                arguments: [table.path] + outputs.map(\.path), inputFiles: [table], outputFiles: outputs)
        }
    }

    /// The number of entries in the table's `routes`, or 0 if it cannot be read (the generator then reports why).
    static func routeCount(of table: URL) -> Int {
        guard let data = try? Data(contentsOf: table),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let routes = root["routes"] as? [Any]
        else { return 0 }
        return routes.count
    }
}
