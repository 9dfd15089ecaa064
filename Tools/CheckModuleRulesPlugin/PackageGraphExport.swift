import Foundation
import PackagePlugin

/// Writes a package's targets in the build-system-neutral graph format `switchyard --graph` reads.
enum PackageGraphExport {
    struct Document: Encodable {
        var version = 1
        var manifest = "Package.swift"
        var modules: [Entry]
        /// Every package in the dependency closure with its products' modules, for the external-import rule.
        var packages: [PackageEntry]
    }

    struct PackageEntry: Encodable {
        var identity: String
        var products: [String: [String]]
        var moduleDependencies: [String: [String]]
    }

    struct Entry: Encodable {
        var name: String
        var kind: String
        var path: String
        /// The Swift files SwiftPM compiles, relative to `path`: `sources:`, `exclude:`, resources and
        /// `.docc` catalogs already applied, so the tool scans exactly these.
        var sources: [String]?
        var dependencies: [DependencyEntry]
    }

    struct DependencyEntry: Encodable {
        var name: String
        var package: String?
    }

    static func data(for package: Package) throws -> Data {
        let root = package.directoryURL.standardizedFileURL.path
        let closure = dependencyClosure(of: package)
        var owners: [Product.ID: String] = [:]
        for dependency in closure {
            for product in dependency.products { owners[product.id] = dependency.id }
        }
        let modules = package.targets.map { target in
            Entry(
                name: target.name, kind: kind(of: target),
                path: relative(target.directoryURL.standardizedFileURL.path, to: root),
                sources: compiledSwiftFiles(of: target),
                dependencies: target.dependencies.map { dependency in
                    switch dependency {
                    case .product(let product): DependencyEntry(name: product.name, package: owners[product.id])
                    default: DependencyEntry(name: name(of: dependency))
                    }
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Document(modules: modules, packages: closure.map(entry(for:))))
    }

    private static func name(of dependency: TargetDependency) -> String {
        switch dependency {
        case .target(let other): other.name
        case .product(let product): product.name
        @unknown default: "\(dependency)"
        }
    }

    /// The packages `package` depends on, directly or not, each once, sorted by identity.
    private static func dependencyClosure(of package: Package) -> [Package] {
        var seen: Set<String> = []
        var result: [Package] = []
        var pending = package.dependencies.map(\.package)
        while let next = pending.popLast() {
            guard seen.insert(next.id).inserted else { continue }
            result.append(next)
            pending += next.dependencies.map(\.package)
        }
        return result.sorted { $0.id < $1.id }
    }

    /// A dependency package's products and its modules' dependencies.
    private static func entry(for package: Package) -> PackageEntry {
        var products: [String: [String]] = [:]
        for product in package.products { products[product.name] = product.targets.map(\.name) }
        var moduleDependencies: [String: [String]] = [:]
        for target in package.targets { moduleDependencies[target.name] = target.dependencies.map(name(of:)) }
        return PackageEntry(identity: package.id, products: products, moduleDependencies: moduleDependencies)
    }

    /// The `.swift` files SwiftPM compiles for `target`, relative to its folder; `nil` for targets without sources.
    private static func compiledSwiftFiles(of target: any Target) -> [String]? {
        guard let source = target as? any SourceModuleTarget else { return nil }
        let folder = target.directoryURL.standardizedFileURL.path
        return source.sourceFiles(withSuffix: "swift").map { relative($0.url.standardizedFileURL.path, to: folder) }
            .sorted()
    }

    private static func kind(of target: any Target) -> String {
        guard let source = target as? any SourceModuleTarget else { return "system" }
        switch source.kind {
        case .executable: return "executable"
        case .test: return "test"
        case .macro: return "macro"
        default: return "library"
        }
    }

    private static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
