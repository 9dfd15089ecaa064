import ModuleRules
import Testing

/// Fan-in, fan-out, instability and height per module and for the graph.
@Suite struct GraphMetricsTests {
    static func graph(_ edges: [String: [String]]) -> ModuleGraph {
        ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: edges.keys.sorted().map { name in
                Module(name: name, dependencies: (edges[name] ?? []).map { Dependency(name: $0) })
            })
    }

    @Test func figuresOfALayeredGraph() {
        let metrics = GraphMetrics(
            Self.graph([
                "App": ["CartFlow", "Charts"], "CartFlow": ["CartUI", "CartLogic"], "CartUI": ["CartLogic"],
                "CartLogic": [],
            ]))
        #expect(metrics.height == 3)
        #expect(metrics.edgeCount == 4)
        let byName = Dictionary(uniqueKeysWithValues: metrics.modules.map { ($0.name, $0) })
        #expect(byName["CartLogic"].map { [$0.fanIn, $0.fanOut, $0.height] } == [2, 0, 0])
        #expect(byName["CartFlow"].map { [$0.fanIn, $0.fanOut, $0.height] } == [1, 2, 2])
        #expect(byName["CartFlow"]?.instability == 2.0 / 3.0)
        #expect(byName["App"]?.instability == 1)
        #expect(
            metrics.rendered == """
                module     fan-in  fan-out  instability  height
                App             0        1         1.00       3
                CartFlow        1        2         0.67       2
                CartUI          1        1         0.50       1
                CartLogic       2        0         0.00       0
                4 modules, 4 edges, height 3

                """)
    }

    @Test func aCycleDoesNotLoopAndADeepChainDoesNotOverflow() {
        let cycle = GraphMetrics(Self.graph(["A": ["B"], "B": ["A"]]))
        #expect(cycle.modules.map(\.height) == [1, 0])
        var chain: [String: [String]] = [:]
        for index in 0..<5_000 { chain["M\(index)"] = index == 0 ? [] : ["M\(index - 1)"] }
        #expect(GraphMetrics(Self.graph(chain)).height == 4_999)
    }

    /// Names shorter than the heading keep the heading's width, a module with no edges has instability 0 (not
    /// NaN), a dependency listed twice counts once, and an empty graph prints only the heading and the totals.
    @Test func shortNamesAnIsolatedModuleAndAnEmptyGraph() {
        let metrics = GraphMetrics(Self.graph(["A": [], "B": ["A", "A"], "Z": []]))
        #expect(metrics.modules.first { $0.name == "Z" }?.instability == 0)
        #expect(
            metrics.rendered == """
                module  fan-in  fan-out  instability  height
                B            0        1         1.00       1
                A            1        0         0.00       0
                Z            0        0         0.00       0
                3 modules, 1 edge, height 1

                """)
        #expect(
            GraphMetrics(Self.graph([:])).rendered == """
                module  fan-in  fan-out  instability  height
                0 modules, 0 edges, height 0

                """)
    }
}

extension GraphMetricsTests {
    /// Instability is printed with two decimals however many of them are zeros: a module nine others lean on
    /// that depends on one is 0.10 (not 0.1 or 0.010), one that ten others lean on is 0.09 (not 0.9).
    @Test(arguments: [
        (9, "Core         9        1         0.10       1"), (10, "Core        10        1         0.09       1"),
    ])
    func instabilityKeepsTwoDecimals(users: Int, printed: String) {
        var edges: [String: [String]] = ["Core": ["Base"], "Base": []]
        for index in 1...users { edges["User\(index)"] = ["Core"] }
        let row = GraphMetrics(Self.graph(edges)).rendered.split(separator: "\n").first { $0.hasPrefix("Core ") }
        #expect(row.map(String.init) == printed)
    }

    /// A cycle below the module a walk starts from (A → B ⇄ C) is measured once, not followed round and round.
    @Test func aCycleBelowTheStartIsNotFollowed() {
        let metrics = GraphMetrics(Self.graph(["A": ["B"], "B": ["C"], "C": ["B"]]))
        #expect(metrics.modules.map(\.height) == [2, 1, 0])
        #expect(metrics.height == 2)
    }
}
