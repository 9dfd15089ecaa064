/// One finding of the validator: a rule, a severity, a location and a message that says how to fix it.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// Fails the check.
        case error
        /// Reported, but fails the check only with `--strict`.
        case warning

        /// Errors sort before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// The rule that produced it.
    public var rule: RuleID
    /// Error or warning.
    public var severity: Severity
    /// Where to look.
    public var location: FileLocation
    /// What is wrong and how to fix it.
    public var message: String
    /// The depending module of an edge or import finding.
    public var from: String?
    /// The module depended on or imported, for edge and import findings.
    public var to: String?
    /// The modules of a cycle in order, first module not repeated; empty for other rules.
    public var cycle: [String]

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - rule: the rule.
    ///   - severity: error or warning.
    ///   - location: where to look.
    ///   - message: what is wrong and how to fix it.
    ///   - from: the depending module, for edge findings.
    ///   - to: the module depended on, for edge findings.
    ///   - cycle: the modules of a cycle, for `dependency-cycle` findings.
    public init(
        rule: RuleID, severity: Severity = .error, location: FileLocation, message: String, from: String? = nil,
        to: String? = nil, cycle: [String] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.from = from
        self.to = to
        self.cycle = cycle
    }

    /// `path:line:column: error: [rule-id] message`, the line compilers, editors and CI understand.
    public var description: String {
        "\(location): \(severity.rawValue): [\(rule.rawValue)] \(message)"
    }

    /// Orders by location, then rule, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
