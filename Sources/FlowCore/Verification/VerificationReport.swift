/// What verifying one flow over a state space found.
public struct VerificationReport: Hashable, Sendable, CustomStringConvertible {
    /// The flow's name.
    public var flow: String
    /// How many states were checked.
    public var statesChecked: Int
    /// How many states were reachable from the initial state by the flow's actions, when actions were given.
    public var reachableStates: Int?
    /// Whether the walk of the flow's actions reached every state they lead to; `false` when its bound cut it short, `nil` without actions.
    public var reachableWalkComplete: Bool?
    /// What was found, in rule order, flow-wide findings last.
    public var findings: [VerificationFinding]
    /// Which flow was verified, so that ``FlowGraph`` marks the findings on it and not on another flow of the same name; `nil` in a report made by hand.
    var definition: FlowDefinition?

    /// Creates a report.
    public init(
        flow: String, statesChecked: Int, reachableStates: Int? = nil, reachableWalkComplete: Bool? = nil,
        findings: [VerificationFinding]
    ) {
        self.flow = flow
        self.statesChecked = statesChecked
        self.reachableStates = reachableStates
        self.reachableWalkComplete = reachableWalkComplete
        self.findings = findings
    }

    /// Whether nothing was found.
    public var isClean: Bool { findings.isEmpty }

    /// A header line, then one line per finding.
    public var description: String {
        let cut = reachableWalkComplete == false ? " (walk cut short)" : ""
        let reachable = reachableStates.map { ", \($0) reachable by its actions\(cut)" } ?? ""
        let summary =
            findings.isEmpty ? "no findings" : findings.count == 1 ? "1 finding" : "\(findings.count) findings"
        return (["\(flow): \(statesChecked) states checked\(reachable): \(summary)"] + findings.map { "  \($0)" })
            .joined(separator: "\n")
    }
}
