/// The modules of dependency packages, indexed for the external-import rule: which product of which package
/// provides a module, and which modules a target's declared dependencies make importable.
struct ExternalModules {
    private let packages: [DependencyPackage]
    /// Module → (product, package) of the best product providing it.
    private var providers: [String: (product: String, package: String)] = [:]

    init(_ packages: [DependencyPackage]) {
        self.packages = packages
        for package in packages {
            for module in package.modules where providers[module] == nil {
                if let product = package.products(providing: module).first {
                    providers[module] = (product, package.identity)
                }
            }
        }
    }

    /// The product to declare for importing `module`, or `nil` when no dependency package provides it.
    func product(providing module: String) -> (String, String)? {
        providers[module].map { ($0.product, $0.package) }
    }

    /// The modules the products among `dependencies` provide. A dependency with a package names a product
    /// of that package (or, when the package is spelled by name rather than identity, of any package); one
    /// without names a product unless it is a module of the graph.
    func modules(providedBy dependencies: [Dependency], localModules: [String: Int]) -> Set<String> {
        var result: Set<String> = []
        for dependency in dependencies where dependency.package != nil || localModules[dependency.name] == nil {
            let package = dependency.package?.lowercased()
            let matching = packages.filter { $0.identity == package }
            for candidate in matching.isEmpty ? packages : matching {
                result.formUnion(candidate.products[dependency.name] ?? [])
            }
        }
        return result
    }

    /// Every module reachable from `dependencies`: local modules through their own dependencies, products
    /// through the modules they provide, and those through their packages' module dependencies.
    func reachableModules(from dependencies: [Dependency], in graph: ModuleGraph, localModules: [String: Int])
        -> Set<String>
    {
        var reached: Set<String> = []
        var pending = dependencies.map { ($0.name, $0.package) }
        var dependenciesOfExternal: [String: [String]] = [:]
        for package in packages {
            dependenciesOfExternal.merge(package.moduleDependencies) { first, _ in first }
        }
        while let (name, package) = pending.popLast() {
            if package == nil, let index = localModules[name] {
                guard reached.insert(name).inserted else { continue }
                pending += graph.modules[index].dependencies.map { ($0.name, $0.package) }
                continue
            }
            let provided = modules(providedBy: [Dependency(name: name, package: package)], localModules: localModules)
            for module in provided.isEmpty ? [name] : Array(provided) where reached.insert(module).inserted {
                pending += (dependenciesOfExternal[module] ?? []).map { ($0, nil) }
            }
        }
        return reached
    }
}
