#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs a whole check: reads the rules and the module graph, scans the sources, applies the rules.
///
/// ```swift
/// let report = try ModuleRulesCheck.run(CheckOptions(packagePath: "."))
/// for diagnostic in report.diagnostics { print(diagnostic) }
/// print(report.summary)
/// ```
public enum ModuleRulesCheck {
    /// Runs the check described by `options`.
    ///
    /// - Parameter options: the package, rules file and graph source.
    /// - Returns: every diagnostic, the module types and what was scanned.
    /// - Throws: ``ModuleRulesError`` when the rules, manifest or graph cannot be read.
    public static func run(_ options: CheckOptions) throws -> ValidationReport {
        guard FileStatus.isFolder(options.packagePath) else {
            throw ModuleRulesError(
                .unreadableFile, file: options.packagePath,
                message: "the package folder does not exist; pass the package root with --package-path")
        }
        var rules = try RulesConfiguration.load(path: options.resolvedRulesPath)
        if let branches = options.branches { rules.branches = branches }
        let graph = try loadGraph(options)
        guard let revision = options.affectedSince else {
            let sources = SourceScanner(threadCount: options.threadCount).scan(graph)
            return Validator(configuration: rules, today: options.today).validate(graph, sources: sources)
        }
        let affected = try AffectedModules.since(revision, in: graph, rulesPath: options.resolvedRulesPath)
        var scanned = graph
        scanned.modules.removeAll { !affected.modules.contains($0.name) }
        let sources = SourceScanner(threadCount: options.threadCount).scan(scanned)
        var report = Validator(configuration: rules, today: options.today).validate(graph, sources: sources)
        // Exceptions for modules that were not scanned cannot be told used or unused.
        report.diagnostics.removeAll { diagnostic in
            if diagnostic.rule == .unusedException
                || diagnostic.rule == .expiredException && diagnostic.cycle.isEmpty
                    && diagnostic.location.path == rules.path
            {
                return true
            }
            if !diagnostic.cycle.isEmpty { return !diagnostic.cycle.contains(where: affected.modules.contains) }
            guard let from = diagnostic.from, report.graph.module(named: from) != nil else { return false }
            return !affected.modules.contains(from)
        }
        let count = affected.modules.count
        report.notes.append(
            "checked \(count) of \(counted(graph.modules.count, "module")) affected since "
                + "\(revision) (\(counted(affected.changedFiles.count, "changed file")))"
        )
        return report
    }

    /// Reads the module graph from the source `options` name.
    ///
    /// - Parameter options: the package and graph source.
    /// - Returns: the module graph.
    /// - Throws: ``ModuleRulesError`` when the manifest or graph cannot be read.
    public static func loadGraph(_ options: CheckOptions) throws -> ModuleGraph {
        switch options.graphSource {
        case .dumpPackage:
            return try PackageManifest.load(
                packagePath: options.packagePath, usesCache: options.usesManifestCache, scratchPath: options.scratchPath
            )
        case .manifestJSON(let path):
            guard let bytes = FileBytes.readIfPresent(path) else {
                throw ModuleRulesError(
                    .unreadableFile, file: path,
                    message: "cannot read the manifest JSON; create it with `swift package dump-package > \(path)`")
            }
            return try PackageManifest.graph(fromDump: Data(bytes), packagePath: options.packagePath, dumpFile: path)
        case .graphFile(let path):
            return try GraphFile.load(path: path, packagePath: options.packagePath)
        case .bazelQuery(let path):
            return try BazelQuery.load(path: path, packagePath: options.packagePath)
        case .tuistGraph(let path):
            return try TuistGraph.load(path: path, packagePath: options.packagePath)
        }
    }
}
