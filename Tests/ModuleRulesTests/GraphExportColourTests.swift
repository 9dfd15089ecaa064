import ModuleRules
import Testing

/// The colours of an exported graph's types: a type with a `color` keeps it, the others take the palette
/// in type-name order, skipping the colours the rules file already uses and starting again when it runs out.
@Suite struct GraphExportColourTests {
    static let palette = ["#a6cee3", "#b2df8a", "#fdbf6f", "#cab2d6", "#ffff99", "#fb9a99", "#8dd3c7", "#d9d9d9"]

    /// The `classDef` lines of the Mermaid export of an empty graph under `types`.
    static func classes(_ types: [ModuleType]) throws -> [String] {
        let rules = try RulesConfiguration(types: types)
        let report = Validator(configuration: rules).validate(
            ModuleGraph(root: ".", manifestPath: "Package.swift", modules: []), sources: [])
        return report.exportedGraph(as: .mermaid, configuration: rules).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("  classDef") && !$0.contains("untyped") }
    }

    @Test func typesWithoutAColourTakeThePaletteInTurnSkippingTheConfiguredOnes() throws {
        let classes = try Self.classes([
            ModuleType(name: "App", match: ["App"], color: "#b2df8a"),
            ModuleType(name: "Flow", match: ["*Flow"]), ModuleType(name: "Logic", match: ["*Logic"]),
            ModuleType(name: "UI", match: ["*UI"]),
        ])
        #expect(
            classes == [
                "  classDef App fill:#b2df8a,stroke:#333", "  classDef Flow fill:#a6cee3,stroke:#333",
                "  classDef Logic fill:#fdbf6f,stroke:#333", "  classDef UI fill:#cab2d6,stroke:#333",
            ])
    }

    @Test func aRulesFileThatUsesEveryPaletteColourStillColoursTheOtherTypes() throws {
        let coloured = Self.palette.enumerated().map { offset, color in
            ModuleType(name: "C\(offset)", match: ["C\(offset)*"], color: color)
        }
        let classes = try Self.classes(
            coloured + [ModuleType(name: "X", match: ["X*"]), ModuleType(name: "Y", match: ["Y*"])])
        #expect(
            classes.suffix(2) == ["  classDef X fill:#a6cee3,stroke:#333", "  classDef Y fill:#b2df8a,stroke:#333"])
    }

    @Test func aNinthUncolouredTypeStartsThePaletteAgain() throws {
        let names = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]
        let classes = try Self.classes(names.map { ModuleType(name: $0, match: ["\($0)*"]) })
        #expect(classes == zip(names, Self.palette + ["#a6cee3"]).map { "  classDef \($0) fill:\($1),stroke:#333" })
    }

    /// Without the rules file, the export still colours the types the report found, from the palette.
    @Test func anExportWithoutTheRulesColoursTheReportsTypesFromThePalette() {
        let lines = ReportFixture.report.exportedGraph(as: .mermaid).split(separator: "\n")
        #expect(
            lines.filter { $0.contains("classDef") } == [
                "  classDef Logic fill:#a6cee3,stroke:#333", "  classDef UI fill:#b2df8a,stroke:#333",
                "  classDef untyped fill:#ffffff,stroke:#d62728,stroke-dasharray:4",
            ])
        let dot = ReportFixture.report.exportedGraph(as: .dot).split(separator: "\n")
        #expect(
            dot.filter { $0.contains("label=\"CartUI") } == [
                ##"  "CartUI" [label="CartUI\nUI", fillcolor="#b2df8a"];"##
            ])
    }
}
