import Foundation
import Testing

@testable import ModuleRules

/// What `switchyard graph` draws for an import the manifest does not declare: one dashed, red edge per
/// module pair however many files import it; and a JSON export that keeps the dependency packages.
@Suite struct GraphUndeclaredEdgeTests {
    static let report: ValidationReport = {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [
                Module(name: "PriceLogic", location: FileLocation(path: "Package.swift", line: 1)),
                Module(name: "CartLogic", location: FileLocation(path: "Package.swift", line: 2)),
            ])
        let sources = [
            ModuleSources(
                module: "CartLogic", fileCount: 2,
                imports: [
                    SourceImport(module: "PriceLogic", location: FileLocation(path: "Sources/CartLogic/A.swift")),
                    SourceImport(module: "PriceLogic", location: FileLocation(path: "Sources/CartLogic/B.swift")),
                ])
        ]
        return Validator(configuration: ReportFixture.rules, today: RuleDate("2026-01-01")!).validate(
            graph, sources: sources)
    }()

    @Test func anUndeclaredImportIsOneDashedEdgeInDOT() {
        #expect(Self.report.diagnostics.filter { $0.rule == .undeclaredImport }.count == 2)
        // The heading and nodes are those of every export (GraphExportTests); the one edge follows them.
        let dot = Self.report.exportedGraph(as: .dot, configuration: ReportFixture.rules).split(separator: "\n")
        #expect(
            dot.filter { $0.contains("->") } == [
                ##"  "CartLogic" -> "PriceLogic" [color="#d62728", fontcolor="#d62728", penwidth=2, "##
                    + ##"label="undeclared-import", style=dashed];"##
            ])
        #expect(dot.last == "}")
    }

    @Test func anUndeclaredImportIsOneDottedViolatingLinkInMermaid() {
        // The class definitions and nodes are those of every export (GraphExportTests); the links follow them.
        let lines = Self.report.exportedGraph(as: .mermaid, configuration: ReportFixture.rules).split(separator: "\n")
        #expect(
            lines.drop { !$0.contains("-") || $0.contains("classDef") } == [
                "  CartLogic -. undeclared-import .-> PriceLogic", "  linkStyle 0 stroke:#d62728,stroke-width:2px",
            ])
    }

    @Test func theJSONExportKeepsTheDependencyPackages() throws {
        var report = ReportFixture.report
        report.graph.dependencyPackages = [
            DependencyPackage(
                identity: "swift-collections", products: ["Collections": ["DequeModule", "OrderedCollections"]],
                moduleDependencies: ["OrderedCollections": ["InternalCollectionsUtilities"]])
        ]
        let exported = report.exportedGraph(as: .json)
        let graph = try GraphFile.decode(Data(exported.utf8), path: "graph.json", packagePath: ".")
        #expect(graph.dependencyPackages == report.graph.dependencyPackages)
        #expect(exported.contains(#""identity" : "swift-collections""#))
    }
}
