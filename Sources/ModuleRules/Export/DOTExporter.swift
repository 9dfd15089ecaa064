/// Renders a ``GraphModel`` as Graphviz DOT.
enum DOTExporter {
    static func render(_ model: GraphModel) -> String {
        var lines = [
            "digraph modules {",
            "  rankdir=LR;",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
        ]
        for node in model.nodes {
            let label = node.type.map { "\(node.name)\\n\($0)" } ?? "\(node.name)\\n(no type)"
            let fill = model.color(of: node.type) ?? "#ffffff"
            let style = node.type == nil ? ", style=\"rounded,dashed\", color=\"\(GraphModel.violationColor)\"" : ""
            lines.append("  \(quoted(node.name)) [label=\(quoted(label)), fillcolor=\"\(fill)\"\(style)];")
        }
        for edge in model.edges {
            var attributes: [String] = []
            if let violation = edge.violation {
                attributes += [
                    "color=\"\(GraphModel.violationColor)\"", "fontcolor=\"\(GraphModel.violationColor)\"",
                    "penwidth=2",
                    "label=\(quoted(violation))",
                ]
            }
            if edge.undeclared { attributes.append("style=dashed") }
            let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            lines.append("  \(quoted(edge.from)) -> \(quoted(edge.to))\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\"", with: "\\\"") + "\""
    }
}
