#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads and writes the build-system-neutral graph format, so Bazel, Tuist or Xcode projects can export
/// their module graph for the validator.
///
/// ```json
/// { "version": 1,
///   "manifest": "Package.swift",
///   "modules": [
///     { "name": "CartUI", "kind": "library", "path": "Sources/CartUI", "exclude": ["Legacy"],
///       "dependencies": ["CartLogic", { "name": "Charts", "package": "charts", "line": 12 }] } ],
///   "packages": [ { "identity": "charts", "products": { "Charts": ["Charts", "ChartsCore"] },
///                   "moduleDependencies": { "Charts": ["ChartsCore"] } } ] }
/// ```
///
/// `path`s are relative to the package root; `sources`, `exclude` and `resources` are relative to a module's
/// `path` and mean what they mean in a SwiftPM manifest: only `sources` are scanned when given, and
/// `exclude` and `resources` never are. `packages` lists the dependency packages and the modules of their
/// products, so imports from them can be checked; without it, they are not. `manifest` names the file declarations live in; when it is a
/// `Package.swift`, the lines of targets and dependencies are looked up in it. A module or dependency may
/// carry its own `file`, `line` and `column`.
public enum GraphFile {
    /// Reads a graph file.
    ///
    /// - Parameters:
    ///   - path: the graph file, as named in messages.
    ///   - packagePath: the root the modules' paths are relative to.
    /// - Returns: the graph.
    /// - Throws: ``ModuleRulesError`` when the file is missing or malformed.
    public static func load(path: String, packagePath: String) throws -> ModuleGraph {
        guard let bytes = FileBytes.readIfPresent(path) else {
            throw ModuleRulesError(
                .unreadableFile, file: path, message: "cannot read the graph file; check the path given to --graph")
        }
        return try decode(Data(bytes), path: path, packagePath: packagePath)
    }

    /// Decodes the JSON text of a graph file.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the file, as named in messages.
    ///   - packagePath: the root the modules' paths are relative to.
    /// - Returns: the graph.
    /// - Throws: ``ModuleRulesError`` when the content is malformed.
    public static func decode(_ data: Data, path: String, packagePath: String) throws -> ModuleGraph {
        let root = try JSONObjectReader(
            JSONValue.parse(data, file: path), keyPath: "", file: path,
            allowedKeys: ["version", "manifest", "modules", "packages"])
        if let version = try root.int("version"), version != 1 {
            throw ModuleRulesError(
                .malformedFile, file: path, value: "\(version)",
                message: "graph format version \(version) is not supported; export version 1")
        }
        let manifest = try root.string("manifest").map { DisplayPath.join(packagePath, $0) } ?? path
        let located =
            manifest.hasSuffix("Package.swift")
            ? ManifestLocator.locate(in: FileBytes.readIfPresent(manifest) ?? [], path: manifest) : [:]
        guard case .array(let entries)? = root.fields["modules"] else {
            throw ModuleRulesError(
                .malformedFile, file: path, value: "modules",
                message: "'modules' is missing or not an array; list the modules as \"modules\": [ { \"name\": … } ]")
        }
        let modules = try entries.enumerated().map { index, entry in
            try module(
                entry, keyPath: "modules[\(index)]", path: path, packagePath: packagePath, manifest: manifest,
                located: located)
        }
        return ModuleGraph(
            root: packagePath, manifestPath: manifest, modules: modules,
            dependencyPackages: try packages(root, path: path, modules: modules))
    }

    /// The `packages` list: each dependency package's identity and its products' modules. Without it, a graph
    /// whose modules depend on products has unknown dependency packages (`nil`).
    private static func packages(_ root: JSONObjectReader, path: String, modules: [Module]) throws
        -> [DependencyPackage]?
    {
        guard let value = root.fields["packages"] else {
            let usesProducts = modules.contains { $0.dependencies.contains { $0.package != nil } }
            return usesProducts ? nil : []
        }
        guard case .array(let entries) = value else {
            throw root.mismatch("packages", expected: "an array", found: value)
        }
        return try entries.enumerated().map { index, entry in
            let reader = try JSONObjectReader(
                entry, keyPath: "packages[\(index)]", file: path,
                allowedKeys: ["identity", "products", "moduleDependencies"])
            guard let identity = try reader.string("identity") else {
                throw ModuleRulesError(
                    .malformedFile, file: path, value: reader.keyPath,
                    message:
                        "'\(reader.keyPath)' has no 'identity'; name the package as SwiftPM does, e.g. \"swift-nio\"")
            }
            return DependencyPackage(
                identity: identity, products: try nameLists(reader, "products", path: path),
                moduleDependencies: try nameLists(reader, "moduleDependencies", path: path))
        }
    }

    private static func module(
        _ value: JSONValue, keyPath: String, path: String, packagePath: String, manifest: String,
        located: [String: ManifestLocator.Target]
    ) throws -> Module {
        let entry = try JSONObjectReader(
            value, keyPath: keyPath, file: path,
            allowedKeys: [
                "name", "kind", "path", "sources", "exclude", "resources", "dependencies", "file", "line", "column",
                "defines",
            ])
        guard let name = try entry.string("name") else {
            throw ModuleRulesError(
                .malformedFile, file: path, value: keyPath, message: "'\(keyPath)' has no 'name'; name every module")
        }
        var kind = Module.Kind.library
        if let text = try entry.string("kind") {
            guard let parsed = Module.Kind(rawValue: text) else {
                throw ModuleRulesError(
                    .malformedFile, file: path, value: text,
                    message: "'\(keyPath).kind' is '\(text)'; use one of "
                        + Module.Kind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = parsed
        }
        let declared = located[name]
        var dependencies: [Dependency] = []
        if let list = entry.fields["dependencies"] {
            guard case .array(let items) = list else {
                throw entry.mismatch("dependencies", expected: "an array", found: list)
            }
            for (offset, item) in items.enumerated() {
                switch item {
                case .string(let dependency):
                    dependencies.append(Dependency(name: dependency, location: declared?.location(of: dependency)))
                default:
                    let reader = try JSONObjectReader(
                        item, keyPath: "\(keyPath).dependencies[\(offset)]", file: path,
                        allowedKeys: ["name", "package", "file", "line", "column"])
                    guard let dependency = try reader.string("name") else {
                        throw ModuleRulesError(
                            .malformedFile, file: path, value: reader.keyPath,
                            message:
                                "'\(reader.keyPath)' has no 'name'; write the dependency as a string or { \"name\": … }"
                        )
                    }
                    dependencies.append(
                        Dependency(
                            name: dependency, package: try reader.string("package"),
                            location: try location(reader, packagePath: packagePath, manifest: manifest)
                                ?? declared?.location(of: dependency)))
                }
            }
        }
        var module = Module(
            name: name, kind: kind, sourcePath: try entry.string("path"),
            sourcePaths: try entry.strings("sources"),
            excludedPaths: (try entry.strings("exclude") ?? []) + (try entry.strings("resources") ?? []),
            dependencies: dependencies,
            location: try location(entry, packagePath: packagePath, manifest: manifest) ?? declared?.nameLocation)
        module.defines = try entry.strings("defines") ?? []
        return module
    }

    /// An object whose values are lists of names, e.g. `{ "NIOCore": ["NIOCore"] }`; empty when absent.
    private static func nameLists(_ reader: JSONObjectReader, _ key: String, path: String) throws -> [String: [String]]
    {
        guard let value = reader.fields[key] else { return [:] }
        guard case .object(let fields) = value else {
            throw reader.mismatch(key, expected: "an object of name → list of names", found: value)
        }
        let lists = try JSONObjectReader(
            value, keyPath: reader.keyPath + "." + key, file: path, allowedKeys: fields.keys.sorted())
        var result: [String: [String]] = [:]
        for name in fields.keys { result[name] = try lists.strings(name) ?? [] }
        return result
    }

    private static func location(_ reader: JSONObjectReader, packagePath: String, manifest: String) throws
        -> FileLocation?
    {
        guard let line = try reader.int("line") else { return nil }
        let file = try reader.string("file").map { DisplayPath.join(packagePath, $0) } ?? manifest
        return FileLocation(path: file, line: line, column: try reader.int("column") ?? 1)
    }
}
