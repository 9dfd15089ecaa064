/// A module type of `module-rules.json`: which modules it matches and what they may depend on and import.
public struct ModuleType: Hashable, Sendable {
    /// The type's name, e.g. `Logic`.
    public var name: String
    /// Glob patterns (`*` and `?`) or exact names of the modules of this type.
    public var match: [String]
    /// The types this type's modules may depend on; `*` allows every type.
    public var mayDependOn: [String]
    /// Modules (usually frameworks) this type's modules may not import.
    public var mayNotImport: [String]
    /// Whether modules of this type are plugins, which only plugins and types that name this type in
    /// ``mayDependOn`` may depend on.
    ///
    /// A type named `Plugin` is a plugin type unless it says `"plugin": false`; any other type is one only
    /// with `"plugin": true`.
    public var isPlugin: Bool
    /// The fill colour of this type's nodes in graph exports (`#RRGGBB`), or `nil` for the default palette.
    public var color: String?

    /// Creates a type.
    ///
    /// - Parameters:
    ///   - name: the type's name.
    ///   - match: glob patterns or exact module names.
    ///   - mayDependOn: the types its modules may depend on.
    ///   - mayNotImport: the modules its modules may not import.
    ///   - isPlugin: whether its modules are plugins; `nil` means "when the type is named `Plugin`".
    ///   - color: the node colour in graph exports.
    public init(
        name: String, match: [String], mayDependOn: [String] = [], mayNotImport: [String] = [],
        isPlugin: Bool? = nil, color: String? = nil
    ) {
        self.name = name
        self.match = match
        self.mayDependOn = mayDependOn
        self.mayNotImport = mayNotImport
        self.isPlugin = isPlugin ?? (name == ModuleType.pluginTypeName)
        self.color = color
    }

    /// The type name that makes a type a plugin type without `"plugin": true`.
    public static let pluginTypeName = "Plugin"

    /// Whether this type's modules may depend on modules of `type`.
    public func mayDepend(on type: String) -> Bool {
        mayDependOn.contains(type) || mayDependOn.contains("*")
    }
}

/// An accepted violation: an edge or import the rules would reject, with the reason and an expiry date.
public struct RuleException: Hashable, Sendable {
    /// The depending module (a name or glob pattern).
    public var from: String
    /// The module or framework depended on or imported (a name or glob pattern).
    public var to: String
    /// The rule it applies to, or `nil` for every rule about this pair.
    public var rule: RuleID?
    /// Why the violation is accepted.
    public var reason: String
    /// The first day the exception no longer applies, or `nil` for never.
    public var expires: RuleDate?

    /// Creates an exception.
    ///
    /// - Parameters:
    ///   - from: the depending module.
    ///   - to: the module or framework depended on.
    ///   - rule: the rule it applies to.
    ///   - reason: why the violation is accepted.
    ///   - expires: when it stops applying.
    public init(from: String, to: String, rule: RuleID? = nil, reason: String, expires: RuleDate? = nil) {
        self.from = from
        self.to = to
        self.rule = rule
        self.reason = reason
        self.expires = expires
    }

    /// Whether the exception covers `rule` for the edge or import `from` → `to`.
    func covers(_ rule: RuleID, from: String, to: String) -> Bool {
        (self.rule == nil || self.rule == rule) && Glob.matches(self.from, from) && Glob.matches(self.to, to)
    }

    /// Whether the exception covers a dependency cycle: one of the cycle's edges, the closing one included,
    /// goes from `from` to `to`.
    func covers(cycle: [String]) -> Bool {
        guard rule == nil || rule == .dependencyCycle else { return false }
        return cycle.indices.contains { index in
            covers(.dependencyCycle, from: cycle[index], to: cycle[(index + 1) % cycle.count])
        }
    }
}
