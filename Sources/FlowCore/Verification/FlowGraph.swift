/// The whole static graph of a flow tree: every rule of every flow, with each child flow built on its own.
///
/// Unlike ``Navigator/flowTree()``, which shows the subtrees built so far, the graph builds the
/// child flow of every flow rule without routing, so it shows the whole app, including flows no
/// state has reached yet. Flows are told apart by their place in the tree, so two flows that
/// share a name are two nodes. Plugin routes are shown with the plugin and the flag or experiment
/// that gates them, whether it is on or off. Findings from `verify(_:over:)` are marked on their
/// flows and rules.
///
/// ```swift
/// let graph = FlowGraph(RootFlow.make(), marking: [try verify(root, over: rootSpace)])
/// print(graph.text)
/// try graph.dot.write(toFile: "flows.dot", atomically: true, encoding: .utf8)
/// ```
public struct FlowGraph: Hashable, Sendable {
    /// One flow at one place of the tree, and its rules.
    public struct Node: Hashable, Sendable {
        /// The flow's name.
        public var name: String
        /// The flow's place in the tree, in hexadecimal: the same in every process (see ``SavedPlace/place``).
        public var place: String
        /// Its own rules in order; plugin routes are in ``plugins``.
        public var rules: [Rule]
        /// What attached plugins contribute, whatever their flags.
        public var plugins: [PluginContribution]
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

    /// The flows, root first, one node per place.
    public var nodes: [Node] = []

    /// Builds the graph of `root`, marking the findings of `reports` on their flows and rules.
    ///
    /// - Parameters:
    ///   - root: the tree's root flow; it is not started, and child flows are built but never routed.
    ///   - reports: verification reports whose findings to mark: each on the flows it verified (the
    ///     same factory at several places marks them all, a different flow of the same name none),
    ///     and on their rules by name.
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
        let rootPlace = PlaceKey.flow(root.name, rule: nil, under: .root)
        var queue: [(flow: FlowHandle, place: PlaceKey, index: Int, depth: Int)] = [(root, rootPlace, 0, 0)]
        nodes.append(Node(name: root.name, place: rootPlace.hex, rules: [], plugins: [], findings: []))
        var next = 0
        while next < queue.count {
            let (flow, place, index, depth) = queue[next]
            next += 1
            let children = depth < maximumDepth ? flow.savable.buildChildren() : []
            let plugins = flow.savable.pluginContributions
            let definition = FlowDefinition(flow)
            let findings = reports.filter { $0.definition.map { $0 == definition } ?? ($0.flow == flow.name) }
                .flatMap(\.findings)
            var rules: [Rule] = []
            for rule in definition.rules {
                var child: Int?
                if let built = children.first(where: { $0.rule.index == rule.index })?.flow {
                    let childPlace = PlaceKey.flow(built.name, rule: rule.name, under: place)
                    child = nodes.count
                    nodes.append(Node(name: built.name, place: childPlace.hex, rules: [], plugins: [], findings: []))
                    queue.append((built, childPlace, nodes.count - 1, depth + 1))
                }
                let marks = findings.filter { $0.rule == rule.name }.map(\.kind)
                rules.append(Rule(rule: rule, child: child, findings: marks))
            }
            nodes[index].rules = rules
            nodes[index].plugins = plugins
            nodes[index].findings = findings.filter { $0.rule == nil }.map(\.kind)
        }
    }

    /// How many findings are marked on the graph.
    public var findingCount: Int {
        nodes.reduce(0) { $0 + $1.findings.count + $1.rules.reduce(0) { $0 + $1.findings.count } }
    }
}
