/// One module of the graph: a SwiftPM target, or a node exported by another build system.
public struct Module: Hashable, Sendable {
    /// What a module is built as; decides which rules look at its sources and its edges.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// A library module other modules import.
        case library
        /// An executable; other modules never import it.
        case executable
        /// A test module.
        case test
        /// A SwiftPM build-tool or command plugin.
        case plugin
        /// A macro implementation.
        case macro
        /// A system library or binary target: imported by name, never scanned.
        case system
    }

    /// The module name as written in imports.
    public var name: String
    /// What the module is built as.
    public var kind: Kind
    /// The folder holding its sources, relative to the package root, or `nil` when it has none to scan.
    public var sourcePath: String?
    /// The files and folders under ``sourcePath`` that hold its sources, relative to it (SwiftPM's
    /// `sources:`), or `nil` when the whole folder does.
    public var sourcePaths: [String]?
    /// Paths under ``sourcePath`` that are not compiled, relative to it: `exclude:` and `resources:` entries.
    public var excludedPaths: [String]
    /// The declared dependencies, in manifest order.
    public var dependencies: [Dependency]
    /// Where the module is declared, when known.
    public var location: FileLocation?
    /// The compilation flags its build defines (`swiftSettings: [.define("X")]`), for `#if X`.
    public var defines: [String] = []

    /// Creates a module.
    ///
    /// - Parameters:
    ///   - name: the module name.
    ///   - kind: what it is built as.
    ///   - sourcePath: its source folder relative to the package root.
    ///   - sourcePaths: the files and folders under `sourcePath` that hold sources, or `nil` for all of it.
    ///   - excludedPaths: folders or files under `sourcePath` to skip.
    ///   - dependencies: its declared dependencies.
    ///   - location: where it is declared.
    public init(
        name: String, kind: Kind = .library, sourcePath: String? = nil, sourcePaths: [String]? = nil,
        excludedPaths: [String] = [],
        dependencies: [Dependency] = [], location: FileLocation? = nil
    ) {
        self.name = name
        self.kind = kind
        self.sourcePath = sourcePath
        self.sourcePaths = sourcePaths
        self.excludedPaths = excludedPaths
        self.dependencies = dependencies
        self.location = location
    }
}

/// A dependency a module declares: on a module of the same graph, or on a product of another package.
public struct Dependency: Hashable, Sendable {
    /// The name of the module or product depended on.
    public var name: String
    /// The package a product comes from, or `nil` for a module of the same graph.
    public var package: String?
    /// Where the dependency is written, when known.
    public var location: FileLocation?

    /// Creates a dependency.
    ///
    /// - Parameters:
    ///   - name: the module or product name.
    ///   - package: the package of a product, `nil` for a module of the same graph.
    ///   - location: where the dependency is written.
    public init(name: String, package: String? = nil, location: FileLocation? = nil) {
        self.name = name
        self.package = package
        self.location = location
    }
}
