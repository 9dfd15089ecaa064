/// What to check and how: where the package is, where the rules are and where the graph comes from.
public struct CheckOptions: Hashable, Sendable {
    /// Where the module graph is read from.
    public enum GraphSource: Hashable, Sendable {
        /// Run `swift package dump-package` in the package root.
        case dumpPackage
        /// Read saved `swift package dump-package` output from this file.
        case manifestJSON(String)
        /// Read a build-system-neutral graph file (see ``GraphFile``).
        case graphFile(String)
        /// Read `bazel query --output=xml` or `--output=streamed_jsonproto` output (see ``BazelQuery``).
        case bazelQuery(String)
        /// Read `tuist graph --format json` output (see ``TuistGraph``).
        case tuistGraph(String)
    }

    /// The package root; paths in diagnostics start with it unless it is `.`.
    public var packagePath: String
    /// The rules file; `nil` means `module-rules.json` in the package root.
    public var rulesPath: String?
    /// Where the module graph comes from.
    public var graphSource: GraphSource
    /// The day exception expiry dates are compared against.
    public var today: RuleDate
    /// Threads used to scan sources; `nil` picks a default.
    public var threadCount: Int?
    /// Whether `swift package dump-package` output is reused from (and stored in) `.build/switchyard/`.
    public var usesManifestCache = true
    /// Which `#if` branches to check, overriding the rules file's `"branches"`; `nil` keeps the file's choice.
    public var branches: BranchPolicy?
    /// A git revision: only modules affected by changes since it are checked (see ``AffectedModules``).
    public var affectedSince: String?
    /// A scratch folder for `swift package dump-package` and its cache, instead of the package's `.build`.
    public var scratchPath: String?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - packagePath: the package root.
    ///   - rulesPath: the rules file, or `nil` for `module-rules.json` in the package root.
    ///   - graphSource: where the module graph comes from.
    ///   - today: the day expiry dates are compared against.
    ///   - threadCount: scanning threads, or `nil` for the default.
    public init(
        packagePath: String = ".", rulesPath: String? = nil, graphSource: GraphSource = .dumpPackage,
        today: RuleDate = .today(), threadCount: Int? = nil
    ) {
        self.packagePath = packagePath
        self.rulesPath = rulesPath
        self.graphSource = graphSource
        self.today = today
        self.threadCount = threadCount
    }

    /// The rules file that will be read.
    public var resolvedRulesPath: String {
        rulesPath ?? DisplayPath.join(packagePath, "module-rules.json")
    }
}
