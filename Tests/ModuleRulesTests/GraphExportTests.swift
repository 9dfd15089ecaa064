import Foundation
import ModuleRules
import Testing

@Suite struct GraphExportTests {
    @Test func dotColoursNodesByTypeAndMarksViolatingEdges() {
        #expect(
            ReportFixture.report.exportedGraph(as: .dot, configuration: ReportFixture.rules) == """
                digraph modules {
                  rankdir=LR;
                  node [shape=box, style="rounded,filled", fontname="Helvetica"];
                  "CartUI" [label="CartUI\\nUI", fillcolor="#ff00ff"];
                  "CartLogic" [label="CartLogic\\nLogic", fillcolor="#a6cee3"];
                  "PriceLogic" [label="PriceLogic\\nLogic", fillcolor="#a6cee3"];
                  "CartLogic" -> "CartUI" [color="#d62728", fontcolor="#d62728", penwidth=2, label="illegal-dependency"];
                  "CartLogic" -> "PriceLogic";
                }

                """)
    }

    @Test func mermaidColoursNodesByTypeAndMarksViolatingEdges() {
        #expect(
            ReportFixture.report.exportedGraph(as: .mermaid, configuration: ReportFixture.rules) == """
                flowchart LR
                  classDef Logic fill:#a6cee3,stroke:#333
                  classDef UI fill:#ff00ff,stroke:#333
                  classDef untyped fill:#ffffff,stroke:#d62728,stroke-dasharray:4
                  CartUI["CartUI"]:::UI
                  CartLogic["CartLogic"]:::Logic
                  PriceLogic["PriceLogic"]:::Logic
                  CartLogic -- illegal-dependency --> CartUI
                  CartLogic --> PriceLogic
                  linkStyle 0 stroke:#d62728,stroke-width:2px

                """)
    }

    @Test func jsonExportReadsBackAsTheSameGraph() throws {
        let exported = ReportFixture.report.exportedGraph(as: .json)
        let graph = try GraphFile.decode(Data(exported.utf8), path: "graph.json", packagePath: ".")
        #expect(graph.modules.map(\.name) == ["CartUI", "CartLogic", "PriceLogic"])
        #expect(graph.modules[1].dependencies.map(\.name) == ["CartUI", "PriceLogic"])
        #expect(graph.modules.map(\.kind) == [.library, .library, .library])
    }
}

extension GraphExportTests {
    /// A module no type matches is drawn white and dashed in red, labelled "(no type)", in both formats.
    @Test func aModuleWithoutATypeIsDrawnDashedAndLabelledSo() {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [Module(name: "CartUI"), Module(name: "Legacy", dependencies: [Dependency(name: "CartUI")])])
        let report = Validator(configuration: ReportFixture.rules, today: RuleDate("2026-01-01")!).validate(
            graph, sources: [])
        let dot = report.exportedGraph(as: .dot, configuration: ReportFixture.rules).split(separator: "\n")
        #expect(
            dot.filter { $0.contains("Legacy") } == [
                ##"  "Legacy" [label="Legacy\n(no type)", fillcolor="#ffffff", style="rounded,dashed", color="#d62728"];"##,
                #"  "Legacy" -> "CartUI";"#,
            ])
        let mermaid = report.exportedGraph(as: .mermaid, configuration: ReportFixture.rules).split(separator: "\n")
        #expect(mermaid.filter { $0.contains("Legacy") } == [#"  Legacy["Legacy"]:::untyped"#, "  Legacy --> CartUI"])
    }
}
