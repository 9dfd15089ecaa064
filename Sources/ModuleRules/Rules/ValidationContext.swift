/// The working state of one validation: indexes over the graph and the diagnostics found so far.
struct ValidationContext {
    let configuration: RulesConfiguration
    let today: RuleDate
    private(set) var graph: ModuleGraph
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var typeNames: [String: String] = [:]
    private(set) var fileCount = 0
    private(set) var importCount = 0
    /// Imports under `#if` branches the ``BranchPolicy`` leaves out, not checked.
    private(set) var skippedImportCount = 0
    private var types: [String: ModuleType] = [:]
    private var indexByName: [String: Int] = [:]
    /// Target names whose module name differs (`core_logic` → `core-logic`), keyed by the module name.
    private var targetByImportedName: [String: String] = [:]
    private var sourcesByModule: [String: ModuleSources] = [:]
    private var exceptions: ExceptionLedger
    /// Every module and dependency name, ignored ones included: what configuration patterns may match.
    let allNames: Set<String>

    init(configuration: RulesConfiguration, graph: ModuleGraph, sources: [ModuleSources], today: RuleDate) {
        self.configuration = configuration
        self.today = today
        var graph = graph
        var names = Set(graph.modules.map(\.name))
        for module in graph.modules { names.formUnion(module.dependencies.map(\.name)) }
        allNames = names
        if !configuration.ignore.isEmpty {
            let ignored = { (name: String) in configuration.ignore.contains { Glob.matches($0, name) } }
            graph.modules.removeAll { ignored($0.name) }
            for index in graph.modules.indices { graph.modules[index].dependencies.removeAll { ignored($0.name) } }
        }
        self.graph = graph
        exceptions = ExceptionLedger(configuration: configuration, today: today)
        for (index, module) in graph.modules.enumerated() where indexByName[module.name] == nil {
            indexByName[module.name] = index
            let imported = ModuleName.imported(module.name)
            if imported != module.name { targetByImportedName[imported] = module.name }
        }
        for entry in sources where indexByName[entry.module] != nil {
            sourcesByModule[entry.module] = entry
            fileCount += entry.fileCount
            importCount += entry.imports.count
        }
    }

    private func location(of module: Module) -> FileLocation {
        module.location ?? FileLocation(path: graph.manifestPath)
    }

    mutating func report(
        _ rule: RuleID, _ severity: Diagnostic.Severity = .error, at location: FileLocation, _ message: String,
        from: String? = nil, to: String? = nil, cycle: [String] = []
    ) {
        let finding = Diagnostic(
            rule: rule, severity: severity, location: location, message: message, from: from, to: to, cycle: cycle)
        if let diagnostic = exceptions.apply(finding) { diagnostics.append(diagnostic) }
    }

    // MARK: Types

    /// Resolves every module's type and reports the modules no type matches.
    mutating func checkTypes() {
        let resolver = TypeResolver(configuration)
        var names = Set(graph.modules.map(\.name))
        for module in graph.modules { for dependency in module.dependencies { names.insert(dependency.name) } }
        for name in names {
            switch resolver.resolve(name) {
            case .type(let index):
                typeNames[name] = configuration.types[index].name
                types[name] = configuration.types[index]
            case .unmatched:
                guard let index = indexByName[name] else { continue }
                report(
                    .unmatchedModule, at: location(of: graph.modules[index]),
                    "no module type matches '\(name)'; rename it to match a type's pattern or assign it a type under "
                        + "\"modules\" in \(configuration.path)", from: name)
            case .ambiguous(let candidates):
                guard let index = indexByName[name] else { continue }
                let listed = candidates.map { "'\($0.type)' ('\($0.pattern)')" }.joined(separator: " and ")
                report(
                    .unmatchedModule, at: location(of: graph.modules[index]),
                    "'\(name)' matches types \(listed) equally; assign it a type under \"modules\" in \(configuration.path)",
                    from: name)
            }
        }
    }

    // MARK: Declared edges

    /// Reports illegal dependencies, plugin inversions and unused dependencies.
    mutating func checkEdges() {
        for module in graph.modules {
            let found = sourcesByModule[module.name]
            // A module with hundreds of dependencies (an app's root) looks each up among hundreds of imports.
            let imported = found.map { ImportedNames($0.importedModules, lookups: module.dependencies.count) }
            for dependency in module.dependencies {
                let at = dependency.location ?? location(of: module)
                checkType(of: module, dependingOn: dependency.name, at: at)
                guard dependency.package == nil, let found, found.fileCount > 0,
                    let target = indexByName[dependency.name], graph.modules[target].kind == .library,
                    let imported, !imported.contains(ModuleName.imported(dependency.name))
                else { continue }
                report(
                    .unusedDependency, .warning, at: at,
                    "'\(module.name)' declares a dependency on '\(dependency.name)' but never imports it; "
                        + "remove it from the dependencies of '\(module.name)'", from: module.name, to: dependency.name)
            }
        }
    }

    private mutating func checkType(of module: Module, dependingOn name: String, at: FileLocation) {
        guard let own = types[module.name], let other = types[name], !own.mayDepend(on: other.name) else { return }
        if other.isPlugin && !own.isPlugin {
            report(
                .pluginInversion, at: at,
                "'\(module.name)' (\(own.name)) depends on plugin '\(name)' (\(other.name)); only plugins and types that "
                    + "list '\(other.name)' may depend on plugins, so declare a plugin point in '\(module.name)' and let "
                    + "'\(name)' register with it", from: module.name, to: name)
        } else {
            let allowed = own.mayDependOn.isEmpty ? "nothing" : own.mayDependOn.joined(separator: ", ")
            report(
                .illegalDependency, at: at,
                "'\(module.name)' (\(own.name)) may not depend on '\(name)' (\(other.name)); \(own.name) may depend on "
                    + "\(allowed)", from: module.name, to: name)
        }
    }

    // MARK: Imports

    /// Reports forbidden framework imports, imports of package modules that are not declared, and imports of
    /// other packages' modules that no declared product provides.
    ///
    /// Each distinct imported name is judged once; only the names found wanting are looked up in the
    /// individual imports, to report every place they are imported.
    mutating func checkImports() {
        let external = ExternalModules(graph.dependencyPackages ?? [])
        let importable =
            Set(graph.modules.map { ModuleName.imported($0.name) })
            .union((graph.dependencyPackages ?? []).flatMap(\.modules))
        for module in graph.modules {
            guard let found = sourcesByModule[module.name] else { continue }
            let transitive = configuration.undeclaredImports == .transitive
            let reachable =
                transitive
                ? external.reachableModules(from: module.dependencies, in: graph, localModules: indexByName) : []
            let declared = transitive ? reachable : Set(module.dependencies.map(\.name))
            let provided =
                transitive ? reachable : external.modules(providedBy: module.dependencies, localModules: indexByName)
            let forbidden = types[module.name]?.mayNotImport ?? []
            var flagged: [(name: String, forbidden: Bool, undeclared: Bool, product: (String, String)?)] = []
            for name in found.importedModules {
                let isForbidden = forbidden.contains(name)
                var isUndeclared = false
                var product: (String, String)?
                let local = targetByImportedName[name] ?? name
                if local != module.name, !declared.contains(local), let target = indexByName[local] {
                    let kind = graph.modules[target].kind
                    isUndeclared = kind == .library || kind == .system || kind == .executable
                } else if local != module.name, indexByName[local] == nil, !provided.contains(name) {
                    product = external.product(providing: name)
                }
                if isForbidden || isUndeclared || product != nil {
                    flagged.append((name, isForbidden, isUndeclared, product))
                }
            }
            guard !flagged.isEmpty else { continue }
            let typeName = types[module.name]?.name ?? ""
            let branches = ConditionEvaluator(
                policy: configuration.branches, defines: Set(module.defines), importable: importable)
            for entry in found.imports {
                guard let verdict = flagged.first(where: { $0.name == entry.module }) else { continue }
                var severity = Diagnostic.Severity.error
                var conditional = ""
                if let condition = entry.condition {
                    guard branches.mayCompile(condition) else {
                        skippedImportCount += 1
                        continue
                    }
                    guard let chosen = configuration.conditionalImports.severity else { continue }
                    severity = chosen
                    conditional = " (a conditional import, under #if \(condition))"
                }
                if verdict.forbidden {
                    report(
                        .forbiddenImport, severity, at: entry.location,
                        "'\(module.name)' (\(typeName)) may not import '\(entry.module)'\(conditional); move the code "
                            + "that needs it to a module whose type allows it", from: module.name, to: entry.module)
                }
                if verdict.undeclared {
                    let target = targetByImportedName[entry.module] ?? entry.module
                    report(
                        .undeclaredImport, severity, at: entry.location,
                        "'\(module.name)' imports '\(entry.module)'\(conditional) but does not declare it; add "
                            + "\"\(target)\" to the dependencies of '\(module.name)'", from: module.name,
                        to: target)
                }
                if let (product, package) = verdict.product {
                    report(
                        .undeclaredImport, severity, at: entry.location,
                        "'\(module.name)' imports '\(entry.module)'\(conditional) from package '\(package)' but "
                            + "declares no product that provides it; add .product(name: \"\(product)\", package: "
                            + "\"\(package)\") to the dependencies of '\(module.name)'", from: module.name,
                        to: entry.module)
                }
            }
        }
    }

    // MARK: Cycles

    /// Reports every elementary cycle of declared dependencies once, starting at its alphabetically first module.
    mutating func checkCycles() {
        let names = graph.modules.map(\.name).sorted()
        var node: [String: Int] = [:]
        for (index, name) in names.enumerated() { node[name] = index }
        var successors = Array(repeating: [Int](), count: names.count)
        // The location of the edge `from -> successors[from][i]` is `edgeLocations[from][i]`.
        var edgeLocations = Array(repeating: [FileLocation](), count: names.count)
        for module in graph.modules {
            guard let from = node[module.name] else { continue }
            for dependency in module.dependencies where dependency.package == nil {
                guard let to = node[dependency.name], !successors[from].contains(to) else { continue }
                successors[from].append(to)
                edgeLocations[from].append(dependency.location ?? location(of: module))
            }
        }
        let (cycles, truncated) = CycleFinder(successors: successors).cycles()
        for cycle in cycles {
            let path = (cycle + [cycle[0]]).map { names[$0] }
            let (first, second) = (cycle[0], cycle.count > 1 ? cycle[1] : cycle[0])
            let at =
                successors[first].firstIndex(of: second).map { edgeLocations[first][$0] }
                ?? FileLocation(path: graph.manifestPath)
            report(
                .dependencyCycle, at: at,
                "dependency cycle \(path.joined(separator: " -> ")); break it by moving what the modules share into a "
                    + "module they can all depend on", from: path[0], to: path[1], cycle: Array(path.dropLast()))
        }
        if truncated {
            report(
                .dependencyCycle, at: FileLocation(path: graph.manifestPath),
                "more than \(cycles.count) dependency cycles; only the first \(cycles.count) are listed, fix those and run again"
            )
        }
    }

    // MARK: Exceptions

    /// Warns about exceptions that matched no violation.
    mutating func checkExceptionsUsed() {
        diagnostics += exceptions.unused()
    }
}

/// Membership among a module's imported names: a linear scan for the few lookups most modules make, a set
/// when the lookups times the names would make the scan quadratic. Either answers as `names.contains`.
private struct ImportedNames {
    private let names: [String]
    private let set: Set<String>?

    init(_ names: [String], lookups: Int) {
        self.names = names
        set = lookups * names.count > 256 ? Set(names) : nil
    }

    func contains(_ name: String) -> Bool {
        set?.contains(name) ?? names.contains(name)
    }
}
