import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct GraphCommandTests {
    @Test func dotColoursTheCleanFixtureByType() async throws {
        let output = try await CommandRunner.run(["graph", "--format", "dot"] + Fixture.cleanArguments)
        #expect(output.status == 0)
        #expect(output.standardError == "")
        #expect(
            output.standardOutput == """
                digraph modules {
                  rankdir=LR;
                  node [shape=box, style="rounded,filled", fontname="Helvetica"];
                  "ShopLogic" [label="ShopLogic\\nLogic", fillcolor="#b2df8a"];
                  "ShopService" [label="ShopService\\nService", fillcolor="#cab2d6"];
                  "ShopUI" [label="ShopUI\\nUI", fillcolor="#ffff99"];
                  "ShopFlow" [label="ShopFlow\\nFlow", fillcolor="#fdbf6f"];
                  "ShopApp" [label="ShopApp\\nApp", fillcolor="#a6cee3"];
                  "ShopService" -> "ShopLogic";
                  "ShopUI" -> "ShopLogic";
                  "ShopFlow" -> "ShopLogic";
                  "ShopFlow" -> "ShopService";
                  "ShopFlow" -> "ShopUI";
                  "ShopApp" -> "ShopFlow";
                }

                """)
    }

    @Test func mermaidMarksTheViolatingEdgesOfTheViolationsFixture() async throws {
        let output = try await CommandRunner.run(["graph", "--format", "mermaid"] + Fixture.violationsArguments)
        #expect(output.status == 0)
        #expect(output.standardError == "")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        #expect(lines.contains("  Analytics[\"Analytics\"]:::untyped"))
        #expect(lines.contains("  CheckoutUI -- illegal-dependency --> CartFlow"))
        #expect(lines.contains("  CartFlow -- plugin-inversion --> CouponsPlugin"))
        #expect(lines.contains("  CartUI -- dependency-cycle --> CartLogic"))
        #expect(lines.contains("  CartLogic -. undeclared-import .-> PricingLogic"))
        #expect(lines.contains("  CartApp --> CouponsPlugin"))
        #expect(lines.last == "  linkStyle 0,1,3,4,5,7,12 stroke:#d62728,stroke-width:2px")
    }

    @Test func metricsPrintOnlyTheTableOfTheCleanFixture() async throws {
        let output = try await CommandRunner.run(["graph", "--metrics"] + Fixture.cleanArguments)
        #expect(
            output
                == CommandRunner.Output(
                    status: 0,
                    standardOutput: """
                        module       fan-in  fan-out  instability  height
                        ShopApp           0        1         1.00       3
                        ShopFlow          1        3         0.75       2
                        ShopService       1        1         0.50       1
                        ShopUI            1        1         0.50       1
                        ShopLogic         3        0         0.00       0
                        5 modules, 6 edges, height 3

                        """,
                    standardError: ""))
    }

    @Test func jsonExportIsAValidGraphInput() async throws {
        let exported = try await CommandRunner.run(["graph", "--format", "json"] + Fixture.cleanArguments)
        #expect(exported.status == 0)
        let graph = try CommandRunner.temporaryFile(exported.standardOutput, named: "graph.json")
        defer { CommandRunner.removeTemporaryFile(graph) }
        let output = try await CommandRunner.run(["check", "--package-path", Fixture.clean, "--graph", graph])
        #expect(output == CommandRunner.Output(status: 0, standardOutput: Fixture.cleanSummary, standardError: ""))
    }
}
