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
    ///   - isPlugin: whether its modules are plugins.
    ///   - color: the node colour in graph exports.
    public init(
        name: String, match: [String], mayDependOn: [String] = [], mayNotImport: [String] = [],
        isPlugin: Bool = false, color: String? = nil
    ) {
        self.name = name
        self.match = match
        self.mayDependOn = mayDependOn
        self.mayNotImport = mayNotImport
        self.isPlugin = isPlugin
        self.color = color
    }

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
}
