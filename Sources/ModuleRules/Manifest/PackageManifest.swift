import Foundation

/// Reads a SwiftPM package into a ``ModuleGraph``: from `swift package dump-package`, or from its saved output.
///
/// ```swift
/// let graph = try PackageManifest.load(packagePath: ".")
/// print(graph.modules.map(\.name))
/// ```
public enum PackageManifest {
    /// Runs `swift package dump-package` in `packagePath` and reads the result.
    ///
    /// - Parameter packagePath: the package root, as it should prefix paths in diagnostics.
    /// - Returns: the package's modules with their declared dependencies and `Package.swift` locations.
    /// - Throws: ``ModuleRulesError`` when the manifest cannot be dumped or read.
    public static func load(packagePath: String) throws -> ModuleGraph {
        let data = try PackageDumper.dump(packagePath: packagePath)
        return try graph(
            fromDump: data, packagePath: packagePath, dumpFile: DisplayPath.join(packagePath, "Package.swift"))
    }

    /// Reads saved `swift package dump-package` output.
    ///
    /// - Parameters:
    ///   - data: the JSON `dump-package` printed.
    ///   - packagePath: the package root the targets' paths are relative to.
    ///   - dumpFile: the file the JSON came from, named in errors.
    /// - Returns: the package's modules with their declared dependencies and `Package.swift` locations.
    /// - Throws: ``ModuleRulesError`` when the JSON is not a package dump.
    public static func graph(fromDump data: Data, packagePath: String, dumpFile: String) throws -> ModuleGraph {
        let dump: PackageDump
        do {
            dump = try JSONDecoder().decode(PackageDump.self, from: data)
        } catch {
            throw ModuleRulesError(
                .malformedFile, file: dumpFile,
                message: "is not `swift package dump-package` output (\(JSONProblem.describe(error))); "
                    + "regenerate it with `swift package dump-package > \(dumpFile)`")
        }
        let manifestPath = DisplayPath.join(packagePath, "Package.swift")
        let locations = ManifestLocator.locate(in: FileBytes.readIfPresent(manifestPath) ?? [], path: manifestPath)
        let modules = dump.targets.map { target in
            let declared = locations[target.name]
            let dependencies = target.dependencies.map { entry in
                Dependency(name: entry.name, package: entry.package, location: declared?.location(of: entry.name))
            }
            let kind = Module.Kind(dumpedType: target.type)
            return Module(
                name: target.name, kind: kind,
                sourcePath: target.path ?? defaultSourcePath(of: target.name, kind: kind, packagePath: packagePath),
                sourcePaths: target.sources,
                excludedPaths: (target.exclude ?? []) + (target.resources ?? []).map(\.path),
                dependencies: dependencies, location: declared?.nameLocation)
        }
        return ModuleGraph(root: packagePath, manifestPath: manifestPath, modules: modules)
    }

    /// SwiftPM's conventional folder for a target without a `path:`.
    private static func defaultSourcePath(of name: String, kind: Module.Kind, packagePath: String) -> String? {
        let parents: [String]
        switch kind {
        case .test: parents = ["Tests", "Sources", "Source", "src", "srcs"]
        case .plugin: parents = ["Plugins"]
        case .system: return nil
        default: parents = ["Sources", "Source", "src", "srcs"]
        }
        for parent in parents
        where FileManager.default.fileExists(atPath: DisplayPath.join(packagePath, parent + "/" + name)) {
            return parent + "/" + name
        }
        return parents[0] + "/" + name
    }
}
