/// The outcome of a validation: the module types, every diagnostic, and what was looked at.
public struct ValidationReport: Hashable, Sendable {
    /// The graph that was validated, without ignored modules.
    public var graph: ModuleGraph
    /// The type each module resolved to; modules without a type are absent.
    public var moduleTypes: [String: String]
    /// Every finding, sorted by location.
    public var diagnostics: [Diagnostic]
    /// How many source files were scanned.
    public var fileCount: Int
    /// How many import declarations were found.
    public var importCount: Int
    /// What the check could not look at, and why (e.g. imports from unresolved dependency packages).
    public var notes: [String]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - graph: the validated graph.
    ///   - moduleTypes: module → type name.
    ///   - diagnostics: the findings.
    ///   - fileCount: files scanned.
    ///   - importCount: imports found.
    ///   - notes: what the check could not look at.
    public init(
        graph: ModuleGraph, moduleTypes: [String: String], diagnostics: [Diagnostic], fileCount: Int, importCount: Int,
        notes: [String] = []
    ) {
        self.notes = notes
        self.graph = graph
        self.moduleTypes = moduleTypes
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.importCount = importCount
    }

    /// How many diagnostics are errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// How many diagnostics are warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// The one-line summary printed after the diagnostics, e.g.
    /// `checked 9 modules (12 files, 30 imports): 2 errors, 1 warning`.
    public var summary: String {
        "checked \(counted(graph.modules.count, "module")) (\(counted(fileCount, "file")), "
            + "\(counted(importCount, "import"))): \(counted(errorCount, "error")), \(counted(warningCount, "warning"))"
    }
}
