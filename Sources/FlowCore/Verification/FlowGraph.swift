/// The whole static graph of a flow tree: every rule of every flow, with each child flow built on its own.
///
/// Unlike ``Navigator/flowTree()``, which shows the subtrees built so far, the graph builds the
/// child flow of every flow rule without routing, so it shows the whole app, including flows no
/// state has reached yet. Findings from ``verify(_:over:)`` are marked on their flows and rules.
///
/// ```swift
/// let graph = FlowGraph(RootFlow.make(), marking: [verify(root, over: rootSpace)])
/// print(graph.text)
/// try graph.dot.write(toFile: "flows.dot", atomically: true, encoding: .utf8)
/// ```
public struct FlowGraph: Hashable, Sendable {
    /// One flow and its rules.
    public struct Node: Hashable, Sendable {
        /// The flow's name.
        public var name: String
        /// Its rules in order.
        public var rules: [Rule]
        /// Findings about the flow as a whole (unmatched states, never finishes).
        public var findings: [VerificationFinding.Kind]
    }

    /// One rule and what it routes to.
    public struct Rule: Hashable, Sendable {
        /// The rule.
        public var rule: RouteRule
        /// The child flow's position in ``FlowGraph/nodes``, for a flow rule.
        public var child: Int?
        /// Findings about this rule.
        public var findings: [VerificationFinding.Kind]
    }

    /// The flows, root first; a flow that appears at several places is one node.
    public var nodes: [Node] = []

    /// Builds the graph of `root`, marking the findings of `reports` on their flows and rules.
    ///
    /// - Parameters:
    ///   - root: the tree's root flow; it is not started, and child flows are built but never routed.
    ///   - reports: verification reports whose findings to mark, matched by flow and rule name.
    ///   - maximumDepth: how deep to build child flows, in case a tree builds itself without end.
    @MainActor
    public init<State, Action, Output>(
        _ root: Flow<State, Action, Output>, marking reports: [VerificationReport] = [], maximumDepth: Int = 32
    ) {
        self.init(root: root.handle, marking: reports, maximumDepth: maximumDepth)
    }

    /// Builds the graph of a type-erased root flow.
    @MainActor
    public init(root: FlowHandle, marking reports: [VerificationReport] = [], maximumDepth: Int = 32) {
        let findings = reports.flatMap(\.findings)
        var indexOf: [String: Int] = [:]
        var queue: [(flow: FlowHandle, depth: Int)] = [(root, 0)]
        indexOf[root.name] = 0
        nodes.append(Node(name: root.name, rules: [], findings: []))
        while !queue.isEmpty {
            let (flow, depth) = queue.removeFirst()
            guard let index = indexOf[flow.name] else { continue }
            let children = depth < maximumDepth ? flow.savable.buildChildren() : []
            nodes[index].rules = flow.runtime.rules.map { rule in
                var child: Int?
                if let built = children.first(where: { $0.rule.index == rule.index })?.flow {
                    if let known = indexOf[built.name] {
                        child = known
                    } else {
                        child = nodes.count
                        indexOf[built.name] = nodes.count
                        nodes.append(Node(name: built.name, rules: [], findings: []))
                        queue.append((built, depth + 1))
                    }
                }
                let marks = findings.filter { $0.flow == flow.name && $0.rule == rule.name }.map(\.kind)
                return Rule(rule: rule, child: child, findings: marks)
            }
            nodes[index].findings = findings.filter { $0.flow == flow.name && $0.rule == nil }.map(\.kind)
        }
    }

    /// How many findings are marked on the graph.
    public var findingCount: Int {
        nodes.reduce(0) { $0 + $1.findings.count + $1.rules.reduce(0) { $0 + $1.findings.count } }
    }
}
