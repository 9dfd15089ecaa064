/// The stable identifier of a rule, printed in brackets in every diagnostic.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identifier, e.g. `illegal-dependency`.
    public var rawValue: String

    /// Creates an identifier from its spelling.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A declared dependency from a module of one type on a module of a type it may not depend on.
    public static let illegalDependency = RuleID(rawValue: "illegal-dependency")
    /// A source file imports a framework its module's type may not import.
    public static let forbiddenImport = RuleID(rawValue: "forbidden-import")
    /// A source file imports a module of the graph that its module does not declare as a dependency.
    public static let undeclaredImport = RuleID(rawValue: "undeclared-import")
    /// A declared dependency on a library that no source file of the module imports (a warning).
    public static let unusedDependency = RuleID(rawValue: "unused-dependency")
    /// Modules that depend on each other in a cycle.
    public static let dependencyCycle = RuleID(rawValue: "dependency-cycle")
    /// A module that is not a plugin depends on a plugin module.
    public static let pluginInversion = RuleID(rawValue: "plugin-inversion")
    /// A module that no type of the configuration matches.
    public static let unmatchedModule = RuleID(rawValue: "unmatched-module")
    /// A violation whose exception is past its expiry date.
    public static let expiredException = RuleID(rawValue: "expired-exception")
    /// An exception that no violation needs any more (a warning).
    public static let unusedException = RuleID(rawValue: "unused-exception")
    /// A type, a `modules` entry or an `ignore` pattern of the configuration that matches no module (a warning).
    public static let unmatchedPattern = RuleID(rawValue: "unmatched-pattern")

    /// Every rule, in the order the documentation lists them.
    public static let all: [RuleID] = [
        .illegalDependency, .forbiddenImport, .undeclaredImport, .unusedDependency, .dependencyCycle,
        .pluginInversion, .unmatchedModule, .expiredException, .unusedException, .unmatchedPattern,
    ]

    /// A one-sentence description of what the rule reports, used in SARIF output and `--help`.
    public var summary: String {
        switch self {
        case .illegalDependency: "A module depends on a module of a type its own type may not depend on."
        case .forbiddenImport: "A source file imports a framework its module's type may not import."
        case .undeclaredImport: "A source file imports a package module its target does not declare."
        case .unusedDependency: "A declared dependency is not imported by any source file of the module."
        case .dependencyCycle: "Modules depend on each other in a cycle."
        case .pluginInversion: "A module that is not a plugin depends on a plugin module."
        case .unmatchedModule: "No module type matches the module."
        case .expiredException: "An exception in module-rules.json is past its expiry date."
        case .unusedException: "An exception in module-rules.json matches no violation."
        case .unmatchedPattern: "A type, modules entry or ignore pattern in module-rules.json matches no module."
        default: "A module rule."
        }
    }

    /// The spelling.
    public var description: String { rawValue }

    /// Orders by spelling.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
