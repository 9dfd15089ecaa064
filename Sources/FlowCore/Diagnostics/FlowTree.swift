/// A picture of the flow tree: flows, their named rules, and the active path.
///
/// Rules that are not current show only their names, because their routables are built
/// lazily. Print it as text, or export it to Graphviz DOT or Mermaid:
///
/// ```swift
/// print(navigator.flowTree().text)
/// // Root
/// // ├─ * needs onboarding -> Onboarding
/// // │  ├─ * enter phone -> enter-phone
/// // │  ├─   verify phone
/// // │  └─   done
/// // └─   home
/// ```
public struct FlowTree: Hashable, Sendable {
    /// One node: a flow, a screen, or a rule whose routable has not been built.
    public struct Node: Hashable, Sendable {
        /// What a node stands for.
        public enum Kind: String, Hashable, Sendable {
            /// A flow.
            case flow
            /// A screen.
            case screen
            /// A rule whose routable is not built (its rule is not current).
            case rule
        }

        /// The node's index in ``FlowTree/nodes``.
        public var id: Int
        /// The flow name, screen id, or rule name.
        public var name: String
        /// What the node stands for.
        public var kind: Kind
        /// Whether the node is on the active path.
        public var isActive: Bool
    }

    /// One rule of a flow, from the flow to what it routes to.
    public struct Edge: Hashable, Sendable {
        /// The flow's node.
        public var from: Int
        /// The target's node.
        public var to: Int
        /// The rule's name.
        public var rule: String
        /// Whether the rule is current on the active path.
        public var isActive: Bool
    }

    /// All nodes; the root flow is node 0.
    public var nodes: [Node] = []
    /// All edges, in rule order per flow.
    public var edges: [Edge] = []
}

extension Navigator {
    /// The flow tree as it stands: every flow on or off the path that is built, with its rules.
    public func flowTree() -> FlowTree {
        var tree = FlowTree()
        let active = Set(entries.compactMap { $0.flow?.id })
        var stack: [FlowHandle] = [root] + presentations.map(\.flow)
        var visited: Set<ObjectIdentifier> = []
        var indexOf: [ObjectIdentifier: Int] = [:]
        func node(_ name: String, _ kind: FlowTree.Node.Kind, _ isActive: Bool) -> Int {
            tree.nodes.append(.init(id: tree.nodes.count, name: name, kind: kind, isActive: isActive))
            return tree.nodes.count - 1
        }
        for flow in stack { indexOf[flow.id] = node(flow.name, .flow, active.contains(flow.id)) }
        while let flow = stack.first {
            stack.removeFirst()
            guard visited.insert(flow.id).inserted, let from = indexOf[flow.id] else { continue }
            let isActiveFlow = active.contains(flow.id)
            let current = flow.runtime.currentRule?.index
            for rule in flow.runtime.rules {
                let isCurrent = rule.index == current
                let isActive = isActiveFlow && isCurrent
                var to = -1
                switch isCurrent ? flow.runtime.currentTarget : nil {
                case .screen(let id)?: to = node(id.rawValue, .screen, isActive)
                case .flow(let child)?:
                    to = indexOf[child.id] ?? node(child.name, .flow, active.contains(child.id))
                    indexOf[child.id] = to
                    stack.append(child)
                case nil: to = node(rule.name, .rule, false)
                }
                tree.edges.append(.init(from: from, to: to, rule: rule.name, isActive: isActive))
            }
        }
        return tree
    }
}
