#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads the output of `bazel query 'deps(//...)' --output=xml` or `--output=streamed_jsonproto` into a
/// module graph, so the same rules run in a Bazel monorepo.
///
/// ```sh
/// bazel query 'kind("swift_library|objc_library|ios_application", deps(//...))' --output=xml > graph.xml
/// switchyard check --bazel-query graph.xml
/// ```
///
/// Every Swift and Objective-C rule, and every rules_apple bundle rule, becomes a module: named by its
/// `module_name` (or what rules_swift derives from its label), its Swift `srcs` scanned for imports, its
/// `deps` (and `private_deps`) on other such rules its declared dependencies, located at its line in the
/// BUILD file; its `defines` and `-D` `copts` are the flags `#if` conditions see. Dependencies on rules of other classes (a `filegroup`, an `alias`, an external repository)
/// are left out; imports of external modules are not checked.
public enum BazelQuery {
    /// Reads a query result file.
    ///
    /// - Parameters:
    ///   - path: the file, as named in messages.
    ///   - packagePath: the workspace root the labels are relative to.
    /// - Returns: the graph.
    /// - Throws: ``ModuleRulesError`` when the file is missing or is not query output.
    public static func load(path: String, packagePath: String) throws -> ModuleGraph {
        guard let bytes = FileBytes.readIfPresent(path) else {
            throw ModuleRulesError(
                .unreadableFile, file: path,
                message: "cannot read the Bazel query output; write it with `bazel query 'deps(//...)' --output=xml "
                    + "> \(path)`")
        }
        return try decode(bytes, path: path, packagePath: packagePath)
    }

    /// Reads query output: XML when it starts with `<`, otherwise streamed JSON (one target per line).
    ///
    /// - Parameters:
    ///   - bytes: the output.
    ///   - path: the file, as named in messages.
    ///   - packagePath: the workspace root.
    /// - Returns: the graph.
    /// - Throws: ``ModuleRulesError`` when the output cannot be read.
    public static func decode(_ bytes: [UInt8], path: String, packagePath: String) throws -> ModuleGraph {
        let first = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\t") }
        let rules = try first == UInt8(ascii: "<") ? xmlRules(bytes, path: path) : jsonRules(bytes, path: path)
        return graph(rules.filter(\.isModule), path: path, packagePath: packagePath)
    }

    /// The modules of `rules`, in label order.
    static func graph(_ rules: [BazelRule], path: String, packagePath: String) -> ModuleGraph {
        var byLabel: [String: BazelRule] = [:]
        for rule in rules { byLabel[BazelRule.normalized(rule.label)] = rule }
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL.path
        let modules = byLabel.keys.sorted().compactMap { label -> Module? in
            guard let rule = byLabel[label] else { return nil }
            let (package, _) = BazelRule.split(label)
            let sources = (rule.lists["srcs"] ?? []).map(BazelRule.normalized).compactMap { source -> String? in
                let (sourcePackage, file) = BazelRule.split(source)
                guard file.hasSuffix(".swift"), !source.hasPrefix("@") else { return nil }
                let full = sourcePackage.isEmpty ? file : sourcePackage + "/" + file
                let prefix = package.isEmpty ? "" : package + "/"
                return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : "../" + full
            }
            let location = rule.location.map {
                fileLocation($0, package: package, root: root, packagePath: packagePath)
            }
            let dependencies = ((rule.lists["deps"] ?? []) + (rule.lists["private_deps"] ?? []))
                .map(BazelRule.normalized).compactMap { byLabel[$0]?.moduleName }
            var module = Module(
                name: rule.moduleName, kind: rule.kind, sourcePath: package.isEmpty ? "." : package,
                sourcePaths: sources, dependencies: dependencies.map { Dependency(name: $0, location: location) },
                location: location)
            let copts = (rule.lists["copts"] ?? []).filter { $0.hasPrefix("-D") }.map { String($0.dropFirst(2)) }
            module.defines = (rule.lists["defines"] ?? []) + copts
            return module
        }
        return ModuleGraph(root: packagePath, manifestPath: path, modules: modules, dependencyPackages: [])
    }

    /// `/ws/Modules/Cart/BUILD:12:3` as a location: under the package path when the BUILD file is the one of
    /// the rule's package (the query may have run in another checkout) or lies under the workspace root.
    private static func fileLocation(_ text: String, package: String, root: String, packagePath: String)
        -> FileLocation
    {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        while let last = parts.last, let number = Int(last), numbers.count < 2 {
            numbers.insert(number, at: 0)
            parts.removeLast()
        }
        var file = parts.joined(separator: ":")
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let buildFile = file.split(separator: "/").last.map(String.init) ?? file
        let inPackage = (package.isEmpty ? "" : package + "/") + buildFile
        if file.hasPrefix(prefix) {
            file = DisplayPath.join(packagePath, String(file.dropFirst(prefix.count)))
        } else if file.hasSuffix("/" + inPackage) {
            file = DisplayPath.join(packagePath, inPackage)
        }
        return FileLocation(path: file, line: numbers.first ?? 1, column: numbers.count > 1 ? numbers[1] : 1)
    }

    /// The rules of `--output=xml`: `<rule class=… name=… location=…>` with `<string name=… value=…/>` and
    /// `<list name=…><label value=…/></list>` children.
    private static func xmlRules(_ bytes: [UInt8], path: String) throws -> [BazelRule] {
        var rules: [BazelRule] = []
        var current: BazelRule?
        var list: (name: String, values: [String])?
        do {
            try XMLScanner.scan(bytes) { event in
                switch event {
                case .start(let name, let attributes):
                    switch name {
                    case "rule":
                        current = BazelRule(
                            label: attributes["name"] ?? "", ruleClass: attributes["class"] ?? "",
                            location: attributes["location"])
                    case "list" where current != nil && list == nil:
                        list = (attributes["name"] ?? "", [])
                    case "string" where list == nil:
                        if let key = attributes["name"], let value = attributes["value"] {
                            current?.strings[key] = value
                        }
                    case "label", "string", "output":
                        if list != nil, let value = attributes["value"] { list?.values.append(value) }
                    default:
                        break
                    }
                case .end(let name):
                    if name == "list", let finished = list {
                        current?.lists[finished.name] = finished.values
                        list = nil
                    } else if name == "rule", let rule = current {
                        rules.append(rule)
                        current = nil
                    }
                }
            }
        } catch let failure as XMLScanner.Failure {
            throw ModuleRulesError(
                .malformedFile, file: path, value: "\(failure.line)",
                message: "line \(failure.line): \(failure.message); write it with `bazel query … --output=xml`")
        }
        return rules
    }

    /// The rules of `--output=streamed_jsonproto`: one `{"type": "RULE", "rule": {"name", "ruleClass",
    /// "location", "attribute": [{"name", "stringValue" | "stringListValue"}]}}` per line.
    private static func jsonRules(_ bytes: [UInt8], path: String) throws -> [BazelRule] {
        var rules: [BazelRule] = []
        for (offset, line) in bytes.split(separator: UInt8(ascii: "\n")).enumerated() {
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\r") }) else { continue }
            let value: JSONValue
            do {
                value = try StrictJSONParser.parse(Data(line))
            } catch let failure as StrictJSONParser.Failure {
                throw ModuleRulesError(
                    .malformedFile, file: path, value: "\(offset + 1):\(failure.column)",
                    message: "line \(offset + 1), column \(failure.column): \(failure.message); write it with "
                        + "`bazel query … --output=streamed_jsonproto` (one target per line) or --output=xml")
            }
            guard case .object(let target) = value, case .object(let rule)? = target["rule"] else { continue }
            guard case .string(let label)? = rule["name"], case .string(let ruleClass)? = rule["ruleClass"] else {
                continue
            }
            var parsed = BazelRule(label: label, ruleClass: ruleClass)
            if case .string(let location)? = rule["location"] { parsed.location = location }
            if case .array(let attributes)? = rule["attribute"] {
                for case .object(let attribute) in attributes {
                    guard case .string(let name)? = attribute["name"] else { continue }
                    if case .string(let text)? = attribute["stringValue"] { parsed.strings[name] = text }
                    if case .array(let items)? = attribute["stringListValue"] {
                        parsed.lists[name] = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
                    }
                }
            }
            rules.append(parsed)
        }
        return rules
    }
}
