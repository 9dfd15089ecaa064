#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The modules a change since a git revision can affect, for `switchyard check --affected <rev>`: those with
/// a changed or new source file, and the direct dependents of those whose interface changed.
///
/// An interface change is a changed line (added or removed) that declares something `public`, `open` or
/// `package`, or an import (an `@_exported` one passes modules on). A change to a manifest or to the rules
/// file affects every module. Files are compared in the working tree, so uncommitted edits count.
///
/// ```swift
/// let affected = try AffectedModules.since("origin/main", in: graph)
/// print(affected.modules.sorted())
/// ```
public struct AffectedModules: Hashable, Sendable {
    /// The affected modules' names.
    public var modules: Set<String>
    /// The changed files, relative to the package root.
    public var changedFiles: [String]

    /// The modules of `graph` a change since `revision` can affect.
    ///
    /// - Parameters:
    ///   - revision: a git revision (`HEAD~1`, `origin/main`, a commit).
    ///   - graph: the modules, rooted at the package.
    ///   - rulesPath: the rules file; a change to it affects every module.
    /// - Returns: the affected modules and the changed files.
    /// - Throws: ``ModuleRulesError`` when git cannot compare with `revision`.
    public static func since(_ revision: String, in graph: ModuleGraph, rulesPath: String? = nil) throws
        -> AffectedModules
    {
        let root = graph.root.isEmpty ? "." : graph.root
        let changed = try git(["diff", "--name-only", "--relative", revision, "--"], root: root, revision: revision)
        let untracked = try git(["ls-files", "--others", "--exclude-standard"], root: root, revision: revision)
        let files = Array(Set(lines(changed) + lines(untracked))).sorted()
        let rulesName = rulesPath.map { Baseline.Entry.relative($0, to: root) } ?? "module-rules.json"
        let everything = files.contains { file in
            file == rulesName || (!file.contains("/") && file.hasPrefix("Package") && file.hasSuffix(".swift"))
        }
        if everything { return AffectedModules(modules: Set(graph.modules.map(\.name)), changedFiles: files) }
        var changedModules: [String: [String]] = [:]
        for file in files {
            guard let module = owner(of: file, in: graph) else { continue }
            changedModules[module, default: []].append(file)
        }
        var affected = Set(changedModules.keys)
        for (module, moduleFiles) in changedModules {
            let diff = try git(["diff", "-U0", revision, "--"] + moduleFiles, root: root, revision: revision)
            let isNew = moduleFiles.contains { lines(untracked).contains($0) }
            guard isNew || changesInterface(diff) else { continue }
            for dependent in graph.modules where dependent.dependencies.contains(where: { $0.name == module }) {
                affected.insert(dependent.name)
            }
        }
        return AffectedModules(modules: affected, changedFiles: files)
    }

    /// The module whose source folder holds `file` (the deepest one when folders nest); a module that lists its
    /// sources (Tuist targets of one project and Bazel rules of one package share a folder) holds only those.
    static func owner(of file: String, in graph: ModuleGraph) -> String? {
        var best: (name: String, length: Int)?
        for module in graph.modules {
            guard let folder = module.sourcePath.map(normalized), folder.isEmpty || file.hasPrefix(folder + "/")
            else { continue }
            let inFolder = folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))
            if let listed = module.sourcePaths?.map(normalized),
                !listed.contains(where: { inFolder == $0 || inFolder.hasPrefix($0 + "/") })
            {
                continue
            }
            if best == nil || folder.count > best!.length { best = (module.name, folder.count) }
        }
        return best?.name
    }

    /// Whether a unified diff adds or removes a declaration other modules can see, or an import.
    static func changesInterface(_ diff: String) -> Bool {
        // A changed line of a file with Windows line breaks ends in `\r\n`, which is one Character.
        diff.split { $0 == "\n" || $0 == "\r\n" }.contains { line in
            guard line.hasPrefix("+") || line.hasPrefix("-"), !line.hasPrefix("+++"), !line.hasPrefix("---") else {
                return false
            }
            let words = line.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
            return words.contains { ["public", "open", "package", "import"].contains(String($0)) }
        }
    }

    private static func normalized(_ path: String) -> String {
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        return text == "." ? "" : String(text)
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private static func git(_ arguments: [String], root: String, revision: String) throws -> String {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run("git", ["-C", root] + arguments)
        } catch {
            throw ModuleRulesError(
                .unreadableFile, file: root, value: revision,
                message: "could not run git (\(error)); --affected needs git on PATH")
        }
        guard output.status == 0 else {
            let reason = String(decoding: output.standardError, as: UTF8.self).split(separator: "\n").first ?? ""
            throw ModuleRulesError(
                .unreadableFile, file: root, value: revision,
                message: "git cannot compare with '\(revision)' (\(reason)); pass a revision of this repository to "
                    + "--affected, e.g. HEAD~1 or origin/main")
        }
        return String(decoding: output.standardOutput, as: UTF8.self)
    }
}
