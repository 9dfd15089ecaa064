/// A finding a test accepts on purpose, with the reason written down.
///
/// ```swift
/// VerificationAllowance(.neverFinishes, flow: "Root", because: "the app's root runs until the app closes")
/// ```
public struct VerificationAllowance: Hashable, Sendable, CustomStringConvertible {
    /// The kind of finding allowed.
    public var kind: VerificationFinding.Kind
    /// The flow it is allowed in.
    public var flow: String
    /// The rule it is allowed for; `nil` for flow-wide findings.
    public var rule: String?
    /// Why it is fine, for whoever reads the test next.
    public var reason: String

    /// Allows one finding, saying why.
    public init(_ kind: VerificationFinding.Kind, flow: String, rule: String? = nil, because reason: String) {
        self.kind = kind
        self.flow = flow
        self.rule = rule
        self.reason = reason
    }

    /// `never-finishes in 'Root': the app's root runs until the app closes`.
    public var description: String {
        "\(kind) in '\(flow)'" + (rule.map { " rule \"\($0)\"" } ?? "") + ": \(reason)"
    }

    /// Whether this allowance covers `finding`.
    public func allows(_ finding: VerificationFinding) -> Bool {
        finding.kind == kind && finding.flow == flow && finding.rule == rule
    }
}
