/// What the scanner found in one module's source folder.
public struct ModuleSources: Hashable, Sendable {
    /// The module's name.
    public var module: String
    /// How many Swift files were scanned.
    public var fileCount: Int
    /// Every import of every file, ordered by file path, then by position.
    public var imports: [SourceImport]

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
    }
}
