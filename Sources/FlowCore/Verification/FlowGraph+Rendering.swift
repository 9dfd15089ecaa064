extension FlowGraph {
    /// The graph as an indented tree, each rule with its source and findings, e.g. `├─ "home" (RootFlow.swift:38) -> Home`.
    ///
    /// Plugin routes follow a flow's own rules, each with its plugin and flag:
    /// `└─ "coupons: coupon entry" screen before "payment methods" (plugin 'coupons', flag 'coupons')`.
    public var text: String {
        guard let root = nodes.first else { return "" }
        var lines = [root.name + Self.marks(root.findings)]
        appendRules(of: 0, prefix: "", into: &lines)
        return lines.joined(separator: "\n")
    }

    private func appendRules(of index: Int, prefix: String, into lines: inout [String]) {
        let node = nodes[index]
        let count = node.rules.count + node.plugins.count
        for (position, rule) in node.rules.enumerated() {
            let isLast = position == count - 1
            var line = prefix + (isLast ? "└─ " : "├─ ") + "\"\(rule.rule.name)\" (\(rule.rule.source)) "
            switch rule.rule.kind {
            case .screen: line += "screen"
            case .finish: line += "finish"
            case .flow:
                let child = rule.child.map { nodes[$0] }
                line += "-> " + (child?.name ?? "?") + Self.marks(child?.findings ?? [])
            }
            lines.append(line + Self.marks(rule.findings))
            if let child = rule.child {
                appendRules(of: child, prefix: prefix + (isLast ? "   " : "│  "), into: &lines)
            }
        }
        for (position, plugin) in node.plugins.enumerated() {
            let isLast = node.rules.count + position == count - 1
            lines.append(
                prefix + (isLast ? "└─ " : "├─ ")
                    + "\"\(plugin.rule)\" \(plugin.kind.rawValue) \(plugin.position) (\(plugin.label))")
        }
    }

    private static func marks(_ findings: [VerificationFinding.Kind]) -> String {
        findings.isEmpty ? "" : "  ⚠ " + findings.map(\.rawValue).joined(separator: ", ")
    }

    /// The graph in Graphviz DOT: flows as folders, screens as boxes, finishes as circles, plugin routes dashed; findings in red.
    ///
    /// Nodes have the same ids (`f0`, `f0r1`, `f0p0`) and labels (the flow's or rule's name) as in ``mermaid``.
    public var dot: String {
        var lines = ["digraph FlowGraph {", "  rankdir=LR;", "  node [fontname=\"Helvetica\"];"]
        for (index, node) in nodes.enumerated() {
            let style = node.findings.isEmpty ? "" : ", color=red, fontcolor=red"
            lines.append("  f\(index) [label=\"\(Self.label(node.name, node.findings))\", shape=folder\(style)];")
            for rule in node.rules {
                let style = rule.findings.isEmpty ? "" : ", color=red, fontcolor=red"
                let label = Self.label(rule.rule.name, rule.findings)
                if let child = rule.child {
                    lines.append("  f\(index) -> f\(child) [label=\"\(label)\"\(style)];")
                } else {
                    let shape = rule.rule.kind == .finish ? "doublecircle" : "box"
                    lines.append("  f\(index)r\(rule.rule.index) [label=\"\(label)\", shape=\(shape)\(style)];")
                    lines.append(
                        "  f\(index) -> f\(index)r\(rule.rule.index) [label=\"\(Self.escaped(rule.rule.source))\"\(style)];"
                    )
                }
            }
            for (position, plugin) in node.plugins.enumerated() {
                let shape = plugin.kind == .flow ? "folder" : "box"
                lines.append(
                    "  f\(index)p\(position) [label=\"\(Self.escaped(plugin.rule))\", shape=\(shape), style=dashed];")
                lines.append(
                    "  f\(index) -> f\(index)p\(position) [label=\"\(Self.escaped(plugin.label))\", style=dashed];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart, plugin routes on dotted edges; findings get the `finding` class (red).
    public var mermaid: String {
        var lines = ["flowchart LR"]
        var marked: [String] = []
        for (index, node) in nodes.enumerated() {
            lines.append("    f\(index)[[\"\(Self.label(node.name, node.findings))\"]]")
            if !node.findings.isEmpty { marked.append("f\(index)") }
            for rule in node.rules {
                let label = Self.label(rule.rule.name, rule.findings)
                if let child = rule.child {
                    lines.append("    f\(index) -->|\"\(label)\"| f\(child)")
                } else {
                    let id = "f\(index)r\(rule.rule.index)"
                    let shape = rule.rule.kind == .finish ? "((\"\(label)\"))" : "[\"\(label)\"]"
                    lines.append("    \(id)\(shape)")
                    lines.append("    f\(index) --> \(id)")
                    if !rule.findings.isEmpty { marked.append(id) }
                }
            }
            for (position, plugin) in node.plugins.enumerated() {
                let id = "f\(index)p\(position)"
                let label = Self.escaped(plugin.rule)
                lines.append("    \(id)" + (plugin.kind == .flow ? "[[\"\(label)\"]]" : "[\"\(label)\"]"))
                lines.append("    f\(index) -.->|\"\(Self.escaped(plugin.label))\"| \(id)")
            }
        }
        if !marked.isEmpty {
            lines.append("    classDef finding stroke:#d1242f,stroke-width:3px,color:#d1242f")
            lines.append("    class \(marked.joined(separator: ",")) finding")
        }
        return lines.joined(separator: "\n")
    }

    private static func label(_ name: String, _ findings: [VerificationFinding.Kind]) -> String {
        escaped(name) + (findings.isEmpty ? "" : " ⚠ " + findings.map(\.rawValue).joined(separator: ", "))
    }

    private static func escaped(_ text: String) -> String {
        String(text.map { $0 == "\"" ? "'" : $0 })
    }
}
