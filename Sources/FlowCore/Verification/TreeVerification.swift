/// What ``verifyTree(_:maximumDepth:)`` found across a tree: a report per verified flow, and the flows it could not verify.
public struct TreeVerification: Sendable, CustomStringConvertible {
    /// One report per flow whose state is ``VerifiableState``, in graph order.
    public var reports: [VerificationReport]
    /// The flows whose state gives no state space, with why.
    public var unverified: [(flow: String, reason: String)]
    /// The findings the flows' states allow, each with its reason.
    public var allowances: [VerificationAllowance]
    /// The whole static graph, with every finding marked.
    public var graph: FlowGraph

    /// The findings no allowance covers.
    public var unexpectedFindings: [VerificationFinding] {
        reports.flatMap(\.findings).filter { finding in !allowances.contains { $0.allows(finding) } }
    }

    /// Each report, the allowed findings marked `(allowed: reason)`, then the unverified flows and a summary.
    public var description: String {
        var lines: [String] = []
        for report in reports {
            let reachable = report.reachableStates.map { ", \($0) reachable" } ?? ""
            lines.append("\(report.flow): \(report.statesChecked) states checked\(reachable)")
            for finding in report.findings {
                let allowance = allowances.first { $0.allows(finding) }
                lines.append("  \(finding)" + (allowance.map { " (allowed: \($0.reason))" } ?? ""))
            }
        }
        for flow in unverified { lines.append("\(flow.flow): not verified: \(flow.reason)") }
        let count = unexpectedFindings.count
        lines.append(
            count == 0 ? "verification passed" : "verification failed: \(count) finding\(count == 1 ? "" : "s")")
        return lines.joined(separator: "\n")
    }
}

/// Verifies every flow of a tree whose state is ``VerifiableState``, each built on its own over its own state space.
///
/// ```swift
/// let result = verifyTree(RootFlow.make().handle)
/// print(result)          // one block per flow, then "verification passed"
/// print(result.graph.text)
/// ```
@MainActor
public func verifyTree(_ root: FlowHandle, maximumDepth: Int = 32) -> TreeVerification {
    var reports: [VerificationReport] = []
    var unverified: [(flow: String, reason: String)] = []
    var allowances: [VerificationAllowance] = []
    var seen: Set<FlowDefinition> = []
    var queue: [(flow: FlowHandle, depth: Int)] = [(root, 0)]
    while !queue.isEmpty {
        let (flow, depth) = queue.removeFirst()
        guard seen.insert(FlowDefinition(flow)).inserted, let verifiable = flow.runtime as? any VerifiableFlow else {
            continue
        }
        let verification: (report: VerificationReport, allowances: [VerificationAllowance])?
        do {
            verification = try verifiable.verifyOwnSpace()
        } catch {
            unverified.append((flow.name, error.message))
            continue
        }
        if let verification {
            reports.append(verification.report)
            allowances += verification.allowances
        } else {
            unverified.append(
                (flow.name, "its state type \(type(of: flow.runtime.stateSnapshot)) is not VerifiableState"))
        }
        if depth < maximumDepth { queue += flow.savable.buildChildren().map { ($0.flow, depth + 1) } }
    }
    return TreeVerification(
        reports: reports, unverified: unverified, allowances: allowances,
        graph: FlowGraph(root: root, marking: reports, maximumDepth: maximumDepth))
}
