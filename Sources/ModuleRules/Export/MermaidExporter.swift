/// Renders a ``GraphModel`` as a Mermaid flowchart.
enum MermaidExporter {
    static func render(_ model: GraphModel) -> String {
        var lines = ["flowchart LR"]
        for (type, color) in model.typeColors {
            lines.append("  classDef \(identifier(type)) fill:\(color),stroke:#333")
        }
        lines.append("  classDef untyped fill:#ffffff,stroke:\(GraphModel.violationColor),stroke-dasharray:4")
        for node in model.nodes {
            let type = node.type.map(identifier) ?? "untyped"
            lines.append("  \(identifier(node.name))[\"\(node.name)\"]:::\(type)")
        }
        var violating: [Int] = []
        for (offset, edge) in model.edges.enumerated() {
            if let violation = edge.violation {
                let arrow = edge.undeclared ? "-. \(violation) .->" : "-- \(violation) -->"
                lines.append("  \(identifier(edge.from)) \(arrow) \(identifier(edge.to))")
                violating.append(offset)
            } else {
                lines.append("  \(identifier(edge.from)) --> \(identifier(edge.to))")
            }
        }
        if !violating.isEmpty {
            let indexes = violating.map(String.init).joined(separator: ",")
            lines.append("  linkStyle \(indexes) stroke:\(GraphModel.violationColor),stroke-width:2px")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid-safe node or class identifier: letters, digits and `_` only.
    private static func identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
