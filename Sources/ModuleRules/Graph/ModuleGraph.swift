/// The modules of a package and their declared dependencies, ready to be validated.
///
/// Build one from `swift package dump-package` output with ``PackageManifest``, from an exported graph
/// file with ``GraphFile``, or by hand:
///
/// ```swift
/// let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: [
///     Module(name: "CartLogic", sourcePath: "Sources/CartLogic"),
///     Module(name: "CartUI", sourcePath: "Sources/CartUI", dependencies: [Dependency(name: "CartLogic")]),
/// ])
/// ```
public struct ModuleGraph: Hashable, Sendable {
    /// The package root as it should prefix paths in diagnostics (`.` prints paths relative to it).
    public var root: String
    /// The manifest or graph file the modules come from, as shown in diagnostics.
    public var manifestPath: String
    /// The modules, in declaration order.
    public var modules: [Module]
    /// The packages the modules may import from through products, or `nil` when the package's dependencies
    /// are not resolved (then imports from other packages are not checked, and the report says so).
    public var dependencyPackages: [DependencyPackage]?

    /// Creates a graph.
    ///
    /// - Parameters:
    ///   - root: the package root, used as the prefix of displayed paths.
    ///   - manifestPath: the file the modules were read from.
    ///   - modules: the modules in declaration order.
    ///   - dependencyPackages: the resolved dependency packages, `[]` when there are none, `nil` when they
    ///     are not known.
    public init(
        root: String, manifestPath: String, modules: [Module], dependencyPackages: [DependencyPackage]? = []
    ) {
        self.root = root
        self.manifestPath = manifestPath
        self.modules = modules
        self.dependencyPackages = dependencyPackages
    }

    /// The module with this name, if the graph has one.
    public func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }

    /// Joins the root and a path relative to it for display, leaving out a leading `./`.
    package func displayPath(_ relative: String) -> String {
        DisplayPath.join(root, relative)
    }
}

/// Joins display paths without doubling separators or printing `./`.
package enum DisplayPath {
    /// `root/relative`, or `relative` alone when `root` is `.` or empty or `relative` is absolute.
    package static func join(_ root: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || root.isEmpty || root == "." || root == "./" { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }
}
