/// The output formats of `switchyard graph`.
public enum GraphFormat: String, Hashable, Sendable, CaseIterable {
    /// Graphviz DOT.
    case dot
    /// A Mermaid flowchart.
    case mermaid
    /// The build-system-neutral graph format ``GraphFile`` reads.
    case json
}

extension ValidationReport {
    /// The module graph in `format`: nodes coloured by type, violating edges marked in red with the rule.
    ///
    /// ```swift
    /// print(report.exportedGraph(as: .mermaid), terminator: "")
    /// ```
    ///
    /// - Parameters:
    ///   - format: the output format.
    ///   - configuration: the rules whose type colours are used; `nil` uses the default palette.
    /// - Returns: the document, ending with a newline.
    public func exportedGraph(as format: GraphFormat, configuration: RulesConfiguration? = nil) -> String {
        let model = GraphModel(report: self, configuration: configuration)
        switch format {
        case .dot: return DOTExporter.render(model)
        case .mermaid: return MermaidExporter.render(model)
        case .json: return GraphFileExporter.render(graph)
        }
    }
}
