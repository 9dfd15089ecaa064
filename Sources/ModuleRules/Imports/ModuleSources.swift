/// What the scanner found in one module's source folder.
public struct ModuleSources: Hashable, Sendable {
    /// The module's name.
    public var module: String
    /// How many Swift files were scanned.
    public var fileCount: Int
    /// Every import of every file, ordered by file path, then by position.
    public var imports: [SourceImport]
    /// The distinct imported module names, in the order they first appear; rules look at these, and at
    /// ``imports`` only to locate a violation.
    public var importedModules: [String]
    /// How many folders were reached again through a symbolic link (a loop) and scanned once.
    public var revisitedFolders = 0

    /// Creates a scan result.
    ///
    /// - Parameters:
    ///   - module: the module's name.
    ///   - fileCount: how many files were scanned.
    ///   - imports: the imports found.
    public init(module: String, fileCount: Int, imports: [SourceImport]) {
        self.module = module
        self.fileCount = fileCount
        self.imports = imports
        var unique: [String] = []
        var seen: Set<String> = []
        for entry in imports {
            // Modules import a handful of names many times over: a short linear scan beats hashing each one.
            if unique.count < 16 ? unique.contains(entry.module) : seen.contains(entry.module) { continue }
            unique.append(entry.module)
            if unique.count == 16 { seen = Set(unique) } else if unique.count > 16 { seen.insert(entry.module) }
        }
        importedModules = unique
    }
}
