extension FlowTree {
    /// The tree as indented text; `*` marks the rules on the active path.
    public var text: String {
        guard !nodes.isEmpty else { return "" }
        var lines: [String] = []
        let roots = nodes.filter { node in node.kind == .flow && !edges.contains { $0.to == node.id } }
        for root in roots {
            lines.append(root.name)
            appendChildren(of: root.id, prefix: "", into: &lines, visited: [root.id])
        }
        return lines.joined(separator: "\n")
    }

    private func appendChildren(of id: Int, prefix: String, into lines: inout [String], visited: Set<Int>) {
        let children = edges.filter { $0.from == id }
        for (position, edge) in children.enumerated() {
            let isLast = position == children.count - 1
            let marker = edge.isActive ? "* " : "  "
            let target = nodes[edge.to]
            let suffix = target.kind == .rule ? "" : " -> \(target.name)"
            lines.append(prefix + (isLast ? "└─ " : "├─ ") + marker + edge.rule + suffix)
            if target.kind == .flow, !visited.contains(target.id) {
                appendChildren(
                    of: target.id, prefix: prefix + (isLast ? "   " : "│  "), into: &lines,
                    visited: visited.union([target.id]))
            }
        }
    }

    /// The tree in Graphviz DOT: flows as folders, screens as boxes, the active path in bold.
    public var dot: String {
        var lines = ["digraph FlowTree {", "  rankdir=LR;", "  node [fontname=\"Helvetica\"];"]
        for node in nodes {
            let shape =
                switch node.kind {
                case .flow: "folder"
                case .screen: "box"
                case .rule: "plaintext"
                }
            let style =
                node.isActive ? ", style=bold, color=\"#1f6feb\"" : (node.kind == .rule ? ", fontcolor=gray40" : "")
            lines.append("  n\(node.id) [label=\"\(Self.escaped(node.name))\", shape=\(shape)\(style)];")
        }
        for edge in edges {
            let style =
                edge.isActive
                ? ", style=bold, color=\"#1f6feb\"" : (nodes[edge.to].kind == .rule ? ", style=dashed" : "")
            lines.append("  n\(edge.from) -> n\(edge.to) [label=\"\(Self.escaped(edge.rule))\"\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The tree as a Mermaid flowchart; the active path uses the `active` class.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        for node in nodes {
            let label = Self.escaped(node.name)
            let shape =
                switch node.kind {
                case .flow: "n\(node.id)[[\"\(label)\"]]"
                case .screen: "n\(node.id)[\"\(label)\"]"
                case .rule: "n\(node.id)([\"\(label)\"])"
                }
            lines.append("    " + shape)
        }
        for edge in edges {
            let arrow = nodes[edge.to].kind == .rule ? "-.->" : (edge.isActive ? "==>" : "-->")
            lines.append("    n\(edge.from) \(arrow)|\"\(Self.escaped(edge.rule))\"| n\(edge.to)")
        }
        let active = nodes.filter(\.isActive).map { "n\($0.id)" }
        if !active.isEmpty {
            lines.append("    classDef active stroke:#1f6feb,stroke-width:3px")
            lines.append("    class \(active.joined(separator: ",")) active")
        }
        return lines.joined(separator: "\n")
    }

    private static func escaped(_ text: String) -> String {
        String(text.map { $0 == "\"" ? "'" : $0 })
    }
}
