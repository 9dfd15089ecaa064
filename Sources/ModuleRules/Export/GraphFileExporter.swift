/// Writes a ``ModuleGraph`` in the build-system-neutral format ``GraphFile`` reads.
enum GraphFileExporter {
    struct Document: Encodable {
        var version = 1
        var modules: [Entry]
        var packages: [PackageEntry]?
    }

    struct PackageEntry: Encodable {
        var identity: String
        var products: [String: [String]]
        var moduleDependencies: [String: [String]]
    }

    struct Entry: Encodable {
        var name: String
        var kind: String
        var path: String?
        var sources: [String]?
        var exclude: [String]?
        var dependencies: [DependencyEntry]
    }

    struct DependencyEntry: Encodable {
        var name: String
        var package: String?
    }

    static func render(_ graph: ModuleGraph) -> String {
        JSONReporter.encode(
            Document(
                modules: graph.modules.map { module in
                    Entry(
                        name: module.name, kind: module.kind.rawValue, path: module.sourcePath,
                        sources: module.sourcePaths,
                        exclude: module.excludedPaths.isEmpty ? nil : module.excludedPaths,
                        dependencies: module.dependencies.map { DependencyEntry(name: $0.name, package: $0.package) })
                },
                packages: graph.dependencyPackages.map { packages in
                    packages.map {
                        PackageEntry(
                            identity: $0.identity, products: $0.products, moduleDependencies: $0.moduleDependencies)
                    }
                }))
    }
}
