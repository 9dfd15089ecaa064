import FlowCore

/// Draws a ``FlowTree`` as SVG with a layered layout of its own: one row per depth, leaves side by side,
/// each flow centred over what it routes to, the active path drawn bold.
///
/// No Graphviz is needed: a flow tree is a tree (a flow reached twice keeps its first place), so
/// the tidy layout is one walk. Every node and edge has a `<title>` for screen readers and tooltips.
enum FlowTreeSVG {
    static let slotWidth = 150.0
    static let rowHeight = 74.0
    static let boxHeight = 30.0

    /// The tree as an `<svg>` element, with the active nodes and edges marked `class="active"`.
    static func render(_ tree: FlowTree) -> String {
        guard !tree.nodes.isEmpty else { return "<svg role=\"img\" aria-label=\"No flow tree\"></svg>" }
        var children: [Int: [Int]] = [:]
        var parent: [Int: Int] = [:]
        for edge in tree.edges where edge.to >= 0 && parent[edge.to] == nil && edge.to != edge.from {
            parent[edge.to] = edge.from
            children[edge.from, default: []].append(edge.to)
        }
        var x: [Int: Double] = [:]
        var depth: [Int: Int] = [:]
        var nextSlot = 0.0
        func place(_ node: Int, level: Int) {
            depth[node] = level
            let kids = children[node] ?? []
            if kids.isEmpty {
                x[node] = nextSlot
                nextSlot += 1
            } else {
                for kid in kids { place(kid, level: level + 1) }
                x[node] = ((x[kids.first!] ?? 0) + (x[kids.last!] ?? 0)) / 2
            }
        }
        for node in tree.nodes where parent[node.id] == nil { place(node.id, level: 0) }
        let width = max(nextSlot, 1) * slotWidth
        let height = Double((depth.values.max() ?? 0) + 1) * rowHeight
        func center(_ node: Int) -> (Double, Double) {
            ((x[node] ?? 0) * slotWidth + slotWidth / 2, Double(depth[node] ?? 0) * rowHeight + 20)
        }
        var svg =
            "<svg class=\"flow-tree\" role=\"img\" aria-label=\"Flow tree, active path in bold\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" width=\"\(Int(width))\" height=\"\(Int(height))\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        for edge in tree.edges where edge.to >= 0 {
            let (x1, y1) = center(edge.from)
            let (x2, y2) = center(edge.to)
            let active = edge.isActive ? " active" : ""
            svg +=
                "<path class=\"edge\(active)\" d=\"M\(x1) \(y1 + boxHeight / 2) C\(x1) \(y1 + rowHeight / 2) \(x2) \(y2 - rowHeight / 2) \(x2) \(y2 - boxHeight / 2)\"><title>rule \(HTML.escape(edge.rule))</title></path>\n"
        }
        for node in tree.nodes {
            let (cx, cy) = center(node.id)
            let label = node.name.count > 20 ? String(node.name.prefix(19)) + "…" : node.name
            let boxWidth = min(slotWidth - 10, Double(label.count) * 7 + 16)
            let active = node.isActive ? " active" : ""
            svg +=
                "<g class=\"node \(node.kind.rawValue)\(active)\" data-name=\"\(HTML.escape(node.name))\"><title>\(node.kind.rawValue) \(HTML.escape(node.name))\(node.isActive ? " (active)" : "")</title>"
            svg +=
                "<rect x=\"\(cx - boxWidth / 2)\" y=\"\(cy - boxHeight / 2)\" width=\"\(boxWidth)\" height=\"\(boxHeight)\" rx=\"\(node.kind == .screen ? 2 : 12)\"/>"
            svg += "<text x=\"\(cx)\" y=\"\(cy + 4)\" text-anchor=\"middle\">\(HTML.escape(label))</text></g>\n"
        }
        svg += "</svg>"
        return svg
    }
}
