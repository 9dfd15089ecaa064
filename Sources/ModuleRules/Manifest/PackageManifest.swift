#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a SwiftPM package into a ``ModuleGraph``: from `swift package dump-package`, or from its saved output.
///
/// ```swift
/// let graph = try PackageManifest.load(packagePath: ".")
/// print(graph.modules.map(\.name))
/// ```
public enum PackageManifest {
    /// Runs `swift package dump-package` in `packagePath` (or reuses its cached output) and reads the result.
    ///
    /// The dump is cached under `.build/switchyard/`, keyed by the contents of the package's manifests, the
    /// environment variables they read and the toolchain (never for a manifest that reads the file system);
    /// locations point into the manifest SwiftPM uses (`Package@swift-6.1.swift` over
    /// `Package.swift` when the toolchain supports it); and with resolved dependencies the graph lists the
    /// modules of every dependency package's products.
    ///
    /// - Parameters:
    ///   - packagePath: the package root, as it should prefix paths in diagnostics.
    ///   - usesCache: whether to reuse dumps stored under `.build/switchyard/`; a fresh dump is stored either way.
    ///   - scratchPath: a scratch folder for `dump-package` and the cache, instead of the package's `.build`.
    /// - Returns: the package's modules with their declared dependencies and manifest locations.
    /// - Throws: ``ModuleRulesError`` when the manifest cannot be dumped or read.
    public static func load(packagePath: String, usesCache: Bool = true, scratchPath: String? = nil) throws
        -> ModuleGraph
    {
        let cache = ManifestCache(packagePath: packagePath, toolchain: Toolchain(), scratchPath: scratchPath)
        let run = { (fresh: Bool) in
            try PackageDumper.dump(
                packagePath: packagePath, toolchain: cache.toolchain, scratchPath: scratchPath, fresh: fresh)
        }
        let dump = try cache.dump(
            packagePath: packagePath, reusing: usesCache, dumpFile: DisplayPath.join(packagePath, "Package.swift"),
            orRun: run)
        return try graph(of: dump, packagePath: packagePath, cache: cache, usesCache: usesCache)
    }

    /// Reads saved `swift package dump-package` output.
    ///
    /// - Parameters:
    ///   - data: the JSON `dump-package` printed.
    ///   - packagePath: the package root the targets' paths are relative to.
    ///   - dumpFile: the file the JSON came from, named in errors.
    /// - Returns: the package's modules with their declared dependencies and manifest locations.
    /// - Throws: ``ModuleRulesError`` when the JSON is not a package dump.
    public static func graph(fromDump data: Data, packagePath: String, dumpFile: String) throws -> ModuleGraph {
        try graph(
            of: PackageDump.decode(data, dumpFile: dumpFile), packagePath: packagePath,
            cache: ManifestCache(packagePath: packagePath, toolchain: Toolchain()), usesCache: true)
    }

    /// The graph of a decoded dump of the package at `packagePath`.
    static func graph(of dump: PackageDump, packagePath: String, cache: ManifestCache, usesCache: Bool)
        throws -> ModuleGraph
    {
        let manifests = ManifestCache.manifestFiles(in: packagePath)
        let manifestName =
            manifests.count > 1
            ? ManifestSelection.chosen(
                among: manifests, toolchainVersion: cache.toolchain.version(cacheFolder: cache.folder))
            : "Package.swift"
        let manifestPath = DisplayPath.join(packagePath, manifestName)
        let (locations, literals) = ManifestLocator.locateAll(
            in: FileBytes.readIfPresent(manifestPath) ?? [], path: manifestPath)
        let modules = dump.targets.map { target in
            let declared = locations[target.name]
            let dependencies = target.dependencies.map { entry in
                Dependency(name: entry.name, package: entry.package, location: declared?.location(of: entry.name))
            }
            let kind = Module.Kind(dumpedType: target.type)
            var module = Module(
                name: target.name, kind: kind,
                sourcePath: target.path ?? defaultSourcePath(of: target.name, kind: kind, packagePath: packagePath),
                sourcePaths: target.sources,
                excludedPaths: (target.exclude ?? []) + (target.resources ?? []).map(\.path),
                dependencies: dependencies, location: declared?.nameLocation ?? literals[target.name])
            module.defines = (target.settings ?? []).compactMap { $0.tool == "swift" ? $0.kind?.define?.name : nil }
            return module
        }
        let packages =
            (dump.dependencies ?? []).isEmpty
            ? [] : ResolvedDependencies.load(packagePath: packagePath, cache: cache, usesCache: usesCache)
        return ModuleGraph(
            root: packagePath, manifestPath: manifestPath, modules: modules, dependencyPackages: packages)
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
