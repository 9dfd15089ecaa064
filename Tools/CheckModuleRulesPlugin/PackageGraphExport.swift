import Foundation
import PackagePlugin

/// Writes a package's targets in the build-system-neutral graph format `switchyard --graph` reads.
enum PackageGraphExport {
    struct Document: Encodable {
        var version = 1
        var manifest = "Package.swift"
        var modules: [Entry]
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
        let modules = package.targets.map { target in
            Entry(
                name: target.name, kind: kind(of: target),
                path: relative(target.directoryURL.standardizedFileURL.path, to: root),
                sources: compiledSwiftFiles(of: target),
                dependencies: target.dependencies.map { dependency in
                    switch dependency {
                    case .target(let other): DependencyEntry(name: other.name)
                    case .product(let product): DependencyEntry(name: product.name, package: product.id)
                    @unknown default: DependencyEntry(name: "\(dependency)")
                    }
                })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Document(modules: modules))
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
