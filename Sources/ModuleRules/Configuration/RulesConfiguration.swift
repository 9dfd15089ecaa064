#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The content of `module-rules.json`: module types, explicit assignments, ignored modules and exceptions.
///
/// ```swift
/// let rules = try RulesConfiguration.load(path: "module-rules.json")
/// print(rules.types.map(\.name))  // ["Flow", "Logic", "Service", "UI"]
/// ```
public struct RulesConfiguration: Hashable, Sendable {
    /// The module types, sorted by name.
    public var types: [ModuleType]
    /// Explicit module → type assignments; they win over every `match` pattern.
    public var modules: [String: String]
    /// Name patterns of modules the validator leaves out entirely.
    public var ignore: [String]
    /// Accepted violations.
    public var exceptions: [RuleException]
    /// How forbidden or undeclared imports inside `#if` are reported.
    public var conditionalImports: ConditionalImportPolicy
    /// Whether an import must name a declared dependency or may name any module reachable through them.
    public var undeclaredImports: ImportDeclarationPolicy
    /// Which `#if` branches the import rules look at.
    public var branches: BranchPolicy = .buildable
    /// The file the configuration was read from, as shown in diagnostics.
    public var path: String

    /// Creates a configuration and checks that every type it names exists.
    ///
    /// - Throws: ``ModuleRulesError`` with code `invalid-configuration` when a type is unknown or a pattern is
    ///   not valid.
    public init(
        types: [ModuleType], modules: [String: String] = [:], ignore: [String] = [], exceptions: [RuleException] = [],
        conditionalImports: ConditionalImportPolicy = .error, undeclaredImports: ImportDeclarationPolicy = .direct,
        path: String = "module-rules.json"
    ) throws {
        self.conditionalImports = conditionalImports
        self.undeclaredImports = undeclaredImports
        self.types = types.sorted { $0.name < $1.name }
        self.modules = modules
        self.ignore = ignore
        self.exceptions = exceptions
        self.path = path
        try validate()
    }

    /// Reads and checks a `module-rules.json`.
    ///
    /// - Parameter path: the file, as it should be named in messages.
    /// - Returns: the configuration.
    /// - Throws: ``ModuleRulesError`` when the file is missing, is not JSON, has an unknown key, or names a
    ///   type that is not declared.
    public static func load(path: String) throws -> RulesConfiguration {
        guard let bytes = FileBytes.readIfPresent(path) else {
            throw ModuleRulesError(
                .unreadableFile, file: path,
                message: "cannot read the rules file; create it (see the README's module-rules section) or pass --rules"
            )
        }
        return try decode(Data(bytes), path: path)
    }

    /// Decodes the JSON text of a `module-rules.json`.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the file, as it should be named in messages.
    /// - Returns: the configuration.
    /// - Throws: ``ModuleRulesError`` when the content is invalid.
    public static func decode(_ data: Data, path: String) throws -> RulesConfiguration {
        let document = try JSONValue.parse(data, file: path)
        let root = try JSONObjectReader(
            document, keyPath: "", file: path,
            allowedKeys: [
                "$schema", "description", "types", "modules", "ignore", "exceptions", "conditionalImports",
                "undeclaredImports", "branches",
            ])
        guard case .object(let typeFields)? = root.fields["types"], !typeFields.isEmpty else {
            throw ModuleRulesError(
                .invalidConfiguration, file: path, value: "types",
                message:
                    "'types' is missing or empty; declare at least one type, e.g. \"types\": { \"Logic\": { \"match\": \"*Logic\" } }"
            )
        }
        let types = try typeFields.map { name, value in
            let type = try JSONObjectReader(
                value, keyPath: "types." + name, file: path,
                allowedKeys: ["match", "mayDependOn", "mayNotImport", "plugin", "color", "description"])
            guard let match = try type.strings("match"), !match.isEmpty else {
                throw ModuleRulesError(
                    .invalidConfiguration, file: path, value: name,
                    message:
                        "type '\(name)' has no 'match'; add a pattern such as \"match\": \"*\(name)\" or a list of module names"
                )
            }
            return ModuleType(
                name: name, match: match, mayDependOn: try type.strings("mayDependOn") ?? [],
                mayNotImport: try type.strings("mayNotImport") ?? [], isPlugin: try type.bool("plugin"),
                color: try type.string("color"))
        }
        var modules: [String: String] = [:]
        if let value = root.fields["modules"] {
            guard case .object(let fields) = value else {
                throw root.mismatch("modules", expected: "an object", found: value)
            }
            for (module, type) in fields {
                guard case .string(let name) = type else {
                    throw root.mismatch("modules." + module, expected: "a type name", found: type)
                }
                modules[module] = name
            }
        }
        var exceptions: [RuleException] = []
        if let value = root.fields["exceptions"] {
            guard case .array(let entries) = value else {
                throw root.mismatch("exceptions", expected: "an array", found: value)
            }
            for (index, entry) in entries.enumerated() {
                exceptions.append(try exception(entry, index: index, path: path))
            }
        }
        var configuration = try RulesConfiguration(
            types: types, modules: modules, ignore: try root.strings("ignore") ?? [], exceptions: exceptions,
            conditionalImports: try policy("conditionalImports", in: root, path: path) ?? .error,
            undeclaredImports: try policy("undeclaredImports", in: root, path: path) ?? .direct, path: path)
        configuration.branches = try policy("branches", in: root, path: path) ?? .buildable
        if let problem = RulesSchema.problems(in: document).first {
            throw ModuleRulesError(
                .invalidConfiguration, file: path, value: problem.keyPath,
                message: "'\(problem.keyPath)' \(problem.message) (module-rules.schema.json); fix the value")
        }
        return configuration
    }

    /// The value of a key that names one of a policy's cases, or `nil` when the key is absent.
    private static func policy<Policy: RawRepresentable & CaseIterable>(
        _ key: String, in root: JSONObjectReader, path: String
    ) throws -> Policy? where Policy.RawValue == String {
        guard let text = try root.string(key) else { return nil }
        guard let policy = Policy(rawValue: text) else {
            throw ModuleRulesError(
                .invalidConfiguration, file: path, value: text,
                message: "'\(key)' is '\(text)'; use one of " + Policy.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return policy
    }

    private static func exception(_ value: JSONValue, index: Int, path: String) throws -> RuleException {
        let keyPath = "exceptions[\(index)]"
        let entry = try JSONObjectReader(
            value, keyPath: keyPath, file: path, allowedKeys: ["from", "to", "rule", "reason", "expires"])
        guard let from = try entry.string("from"), let to = try entry.string("to") else {
            throw ModuleRulesError(
                .invalidConfiguration, file: path, value: keyPath,
                message: "'\(keyPath)' needs both 'from' and 'to'; name the depending module and what it depends on")
        }
        guard let reason = try entry.string("reason"), !reason.isEmpty else {
            throw ModuleRulesError(
                .invalidConfiguration, file: path, value: keyPath,
                message: "'\(keyPath)' (\(from) -> \(to)) has no 'reason'; say why the violation is accepted")
        }
        var rule: RuleID?
        if let name = try entry.string("rule") {
            guard RuleID.all.contains(RuleID(rawValue: name)) else {
                throw ModuleRulesError(
                    .invalidConfiguration, file: path, value: name,
                    message: "'\(keyPath).rule' is '\(name)', which is not a rule; use one of "
                        + RuleID.all.map(\.rawValue).joined(separator: ", "))
            }
            rule = RuleID(rawValue: name)
        }
        var expires: RuleDate?
        if let text = try entry.string("expires") {
            guard let date = RuleDate(text) else {
                throw ModuleRulesError(
                    .invalidConfiguration, file: path, value: text,
                    message:
                        "'\(keyPath).expires' is '\(text)', which is not a date; write it as YYYY-MM-DD, e.g. \"2027-03-01\""
                )
            }
            expires = date
        }
        return RuleException(from: from, to: to, rule: rule, reason: reason, expires: expires)
    }

    private func validate() throws {
        var patterns: [(keyPath: String, pattern: String)] = types.flatMap { type in
            type.match.map { ("types.\(type.name).match", $0) }
        }
        patterns += ignore.map { ("ignore", $0) }
        patterns += modules.keys.sorted().map { ("modules", $0) }
        for (index, exception) in exceptions.enumerated() {
            patterns += [("exceptions[\(index)].from", exception.from), ("exceptions[\(index)].to", exception.to)]
        }
        for (keyPath, pattern) in patterns {
            guard let problem = Glob.problem(in: pattern) else { continue }
            throw ModuleRulesError(
                .invalidConfiguration, file: path, value: pattern,
                message: "'\(keyPath)' has the pattern \"\(pattern)\", which is not valid: \(problem); a pattern is "
                    + "a module name in which '*' matches any run of characters and '?' one character, e.g. \"*UI\"")
        }
        let names = Set(types.map(\.name))
        let known = names.sorted().joined(separator: ", ")
        for type in types {
            for target in type.mayDependOn where target != "*" && !names.contains(target) {
                throw ModuleRulesError(
                    .invalidConfiguration, file: path, value: target,
                    message: "type '\(type.name)' may depend on '\(target)', which is not a declared type; "
                        + "declare it under 'types' or use one of \(known)")
            }
        }
        for (module, type) in modules.sorted(by: { $0.key < $1.key }) where !names.contains(type) {
            throw ModuleRulesError(
                .invalidConfiguration, file: path, value: type,
                message: "module '\(module)' is assigned to type '\(type)', which is not declared; use one of \(known)")
        }
    }
}
