/// Applies the rules of a ``RulesConfiguration`` to a module graph and the imports of its sources.
///
/// ```swift
/// let rules = try RulesConfiguration.load(path: "module-rules.json")
/// let graph = try PackageManifest.load(packagePath: ".")
/// let report = Validator(configuration: rules).validate(graph, sources: SourceScanner().scan(graph))
/// report.diagnostics.forEach { print($0) }
/// ```
public struct Validator: Sendable {
    /// The rules.
    public var configuration: RulesConfiguration
    /// The day exceptions are compared against.
    public var today: RuleDate

    /// Creates a validator.
    ///
    /// - Parameters:
    ///   - configuration: the rules.
    ///   - today: the day exception expiry dates are compared against; defaults to today in UTC.
    public init(configuration: RulesConfiguration, today: RuleDate = .today()) {
        self.configuration = configuration
        self.today = today
    }

    /// The note a report carries when the graph's dependency packages are not known.
    public static let unresolvedNote =
        "imports from other packages were not checked because the package's dependencies are not resolved; run "
        + "`swift package resolve` and check again"

    /// Validates `graph` and the imports found in its sources.
    ///
    /// - Parameters:
    ///   - graph: the modules and their declared dependencies.
    ///   - sources: the imports of each module, from ``SourceScanner``.
    /// - Returns: the module types and every diagnostic, sorted by location.
    public func validate(_ graph: ModuleGraph, sources: [ModuleSources]) -> ValidationReport {
        var context = ValidationContext(configuration: configuration, graph: graph, sources: sources, today: today)
        context.checkTypes()
        context.checkEdges()
        context.checkImports()
        context.checkCycles()
        context.checkPatternsUsed()
        context.checkExceptionsUsed()
        var notes = graph.dependencyPackages == nil ? [Validator.unresolvedNote] : []
        let loops = sources.filter { $0.revisitedFolders > 0 }
        if !loops.isEmpty {
            let count = loops.reduce(0) { $0 + $1.revisitedFolders }
            notes.append(
                "\(count) folder\(count == 1 ? " was" : "s were") reached again through symbolic links (a link loop or "
                    + "a second link to one folder) in " + loops.map(\.module).joined(separator: ", ")
                    + "; each was scanned once")
        }
        if context.skippedImportCount > 0 {
            let count = context.skippedImportCount
            let reason =
                configuration.branches == .host
                ? "a debug build on this machine does not compile" : "no SwiftPM build of the package compiles"
            notes.append(
                "\(counted(count, "import")) breaking a rule under #if branches \(reason) "
                    + "\(count == 1 ? "was" : "were") not reported (\"branches\": \"\(configuration.branches.rawValue)\"); "
                    + "pass --branches all to check every branch")
        }
        return ValidationReport(
            graph: context.graph, moduleTypes: context.typeNames, diagnostics: context.diagnostics.sorted(),
            fileCount: context.fileCount, importCount: context.importCount, notes: notes)
    }
}
