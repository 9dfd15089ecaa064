#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads `tuist graph --format json` output into a module graph, so the same rules run on a Tuist-generated
/// Xcode workspace.
///
/// ```sh
/// tuist graph --format json --output-path .
/// switchyard check --tuist-graph graph.json
/// ```
///
/// The document lists projects by path, each with its targets: `name`, `product` (`framework`,
/// `staticLibrary`, `app`, `unitTests`, …), `sources` (absolute paths, or objects with a `path`) and
/// `dependencies` (`{"target": {"name": …}}` within the project, `{"project": {"target": …, "path": …}}`
/// across projects; SDKs, frameworks and packages are left out). Each target becomes a module; source paths
/// are read relative to their project's folder, and the projects' folders relative to the workspace root
/// given as the package path.
public enum TuistGraph {
    /// Reads a graph file.
    ///
    /// - Parameters:
    ///   - path: the file, as named in messages.
    ///   - packagePath: the workspace root the projects lie in.
    /// - Returns: the graph.
    /// - Throws: ``ModuleRulesError`` when the file is missing or is not Tuist graph JSON.
    public static func load(path: String, packagePath: String) throws -> ModuleGraph {
        guard let bytes = FileBytes.readIfPresent(path) else {
            throw ModuleRulesError(
                .unreadableFile, file: path,
                message: "cannot read the Tuist graph; write it with `tuist graph --format json`")
        }
        return try decode(Data(bytes), path: path, packagePath: packagePath)
    }

    /// Decodes the JSON text of `tuist graph --format json`.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the file, as named in messages.
    ///   - packagePath: the workspace root.
    /// - Returns: the graph.
    /// - Throws: ``ModuleRulesError`` when the content is not a Tuist graph.
    public static func decode(_ data: Data, path: String, packagePath: String) throws -> ModuleGraph {
        guard case .object(let root) = try JSONValue.parse(data, file: path) else {
            throw shape(path, "the document is not an object")
        }
        var projects: [(path: String, fields: [String: JSONValue])] = []
        switch root["projects"] {
        case .object(let byPath)?:
            for key in byPath.keys.sorted() {
                guard case .object(let fields)? = byPath[key] else { continue }
                projects.append((stringField(fields, "path") ?? key, fields))
            }
        case .array(let list)?:
            for case .object(let fields) in list { projects.append((stringField(fields, "path") ?? "", fields)) }
        default:
            throw shape(path, "'projects' is missing; it lists the projects by path")
        }
        let workspace = URL(fileURLWithPath: stringField(root, "path") ?? packagePath).standardizedFileURL.path
        var modules: [Module] = []
        for project in projects {
            guard case .array(let targets)? = project.fields["targets"] else { continue }
            let projectPath = relative(project.path, to: workspace)
            for case .object(let target) in targets {
                guard let name = stringField(target, "name") else { continue }
                var sources: [String] = []
                if case .array(let list)? = target["sources"] {
                    for item in list {
                        let source: String?
                        switch item {
                        case .string(let text): source = text
                        case .object(let fields): source = stringField(fields, "path")
                        default: source = nil
                        }
                        if let source, source.hasSuffix(".swift") { sources.append(relative(source, to: project.path)) }
                    }
                }
                modules.append(
                    Module(
                        name: ModuleName.imported(stringField(target, "productName") ?? name),
                        kind: kind(of: stringField(target, "product") ?? ""), sourcePath: projectPath,
                        sourcePaths: sources,
                        dependencies: dependencies(of: target, in: project.path),
                        location: FileLocation(
                            path: DisplayPath.join(packagePath, DisplayPath.join(projectPath, "Project.swift")))))
            }
        }
        return ModuleGraph(root: packagePath, manifestPath: path, modules: modules, dependencyPackages: [])
    }

    /// The target and project dependencies of a target; other kinds are not modules of the graph.
    private static func dependencies(of target: [String: JSONValue], in project: String) -> [Dependency] {
        guard case .array(let list)? = target["dependencies"] else { return [] }
        return list.compactMap { item in
            guard case .object(let fields) = item else { return nil }
            if case .object(let inner)? = fields["target"], let name = stringField(inner, "name") {
                return Dependency(name: ModuleName.imported(name))
            }
            if case .object(let inner)? = fields["project"], let name = stringField(inner, "target") {
                return Dependency(name: ModuleName.imported(name))
            }
            return nil
        }
    }

    /// The module kind of a Tuist product.
    private static func kind(of product: String) -> Module.Kind {
        switch product {
        case "unitTests", "uiTests", "unit_tests", "ui_tests": .test
        case "app", "appClip", "commandLineTool", "watch2App", "appExtension", "app_extension", "watch2Extension",
            "tvTopShelfExtension", "messagesExtension", "extensionKitExtension", "xpc", "systemExtension":
            .executable
        case "macro": .macro
        default: .library
        }
    }

    private static func stringField(_ fields: [String: JSONValue], _ key: String) -> String? {
        if case .string(let value)? = fields[key] { return value }
        return nil
    }

    /// `path` relative to `root` when it lies inside it.
    private static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if path == root { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func shape(_ path: String, _ problem: String) -> ModuleRulesError {
        ModuleRulesError(
            .malformedFile, file: path,
            message: "is not `tuist graph --format json` output: \(problem); write it with `tuist graph --format json`")
    }
}
