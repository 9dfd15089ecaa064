extension FlowGraph {
    /// The graph as an indented tree, each rule with its source and findings, e.g. `├─ "home" (RootFlow.swift:38) -> Home`.
    ///
    /// A flow that appears again is not expanded twice: its later places say `(above)`.
    public var text: String {
        guard let root = nodes.first else { return "" }
        var lines = [root.name + Self.marks(root.findings)]
        var expanded: Set<Int> = [0]
        appendRules(of: 0, prefix: "", into: &lines, expanded: &expanded)
        return lines.joined(separator: "\n")
    }

    private func appendRules(of index: Int, prefix: String, into lines: inout [String], expanded: inout Set<Int>) {
        let rules = nodes[index].rules
        for (position, rule) in rules.enumerated() {
            let isLast = position == rules.count - 1
            var line = prefix + (isLast ? "└─ " : "├─ ") + "\"\(rule.rule.name)\" (\(rule.rule.source)) "
            switch rule.rule.kind {
            case .screen: line += "screen"
            case .finish: line += "finish"
            case .flow:
                let child = rule.child.map { nodes[$0] }
                line += "-> " + (child?.name ?? "?")
                if let index = rule.child, expanded.contains(index) { line += " (above)" }
                line += Self.marks(child?.findings ?? [])
            }
            lines.append(line + Self.marks(rule.findings))
            if let child = rule.child, expanded.insert(child).inserted {
                appendRules(of: child, prefix: prefix + (isLast ? "   " : "│  "), into: &lines, expanded: &expanded)
            }
        }
    }

    private static func marks(_ findings: [VerificationFinding.Kind]) -> String {
        findings.isEmpty ? "" : "  ⚠ " + findings.map(\.rawValue).joined(separator: ", ")
    }

    /// The graph in Graphviz DOT: flows as folders, screens as boxes, finishes as circles; findings in red.
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
                    let name = rule.rule.kind == .finish ? "finish" : rule.rule.name
                    lines.append(
                        "  f\(index)r\(rule.rule.index) [label=\"\(Self.label(name, rule.findings))\", shape=\(shape)\(style)];"
                    )
                    lines.append(
                        "  f\(index) -> f\(index)r\(rule.rule.index) [label=\"\(Self.escaped(rule.rule.source))\"\(style)];"
                    )
                }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart; findings get the `finding` class (red).
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
