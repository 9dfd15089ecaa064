import FlowCore
import Testing

/// The static graph of a tree that builds a child flow at every level stops at its depth bound, 32 levels
/// below the root unless the caller says otherwise; and a plugin's contribution is drawn after its flow's
/// rules, declared before its dashed edge. A node's place is the key a saved document names its flow by.
@Suite @MainActor struct FlowGraphDepthTests {
    /// A flow whose only rule builds another one like it, without end.
    func nested() -> Flow<Int, Never, Void> {
        Flow("Nested", initialState: 0) { router in router.addFlow({ _ in true }, name: "deeper", nested()) }
    }

    @Test func aGraphHasTheRootAndAsManyLevelsAsItsBound() {
        #expect(FlowGraph(nested(), maximumDepth: 3).nodes.count == 4)
        #expect(FlowGraph(nested(), maximumDepth: 0).nodes.count == 1)
        #expect(
            FlowGraph(nested(), maximumDepth: 3).nodes.last?.rules.first?.child == nil, "the last level builds no child"
        )
    }

    @Test func theDefaultBoundIs32LevelsBelowTheRoot() {
        #expect(FlowGraph(nested()).nodes.count == 33)
        #expect(FlowGraph(root: nested().handle).nodes.count == 33)
    }

    @Test func aPluginsContributionIsDrawnAfterTheFlowsRules() {
        let flow = Flow<Int, Never, Void>("Notes", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "list") { _, _ in FormScreen(id: "list", title: "") }
        }
        flow.describePlugins([
            PluginContribution(plugin: "Coupons", gate: "flag 'coupons'", rule: "banner", kind: .screen, position: .end)
        ])
        let mermaid = FlowGraph(flow).mermaid.split(separator: "\n").map(String.init)
        #expect(
            Array(mermaid.suffix(2)) == [
                #"    f0p0["banner"]"#, #"    f0 -.->|"plugin 'Coupons', flag 'coupons'"| f0p0"#,
            ], "\(mermaid)")
    }

    @Test func aNodesPlaceIsThePlaceASavedDocumentNamesForTheFlow() {
        let graph = FlowGraph(makeTrip())
        #expect(graph.nodes.map(\.name) == ["Trip", "Pickup"])
        let saved = savedTrip(presentingHelp: false).document
        #expect(saved.layout[0].places.map(\.place) == [graph.nodes[1].place, graph.nodes[1].place])
        #expect(graph.nodes[0].place != graph.nodes[1].place)
    }

    @Test func treeVerificationStops32LevelsBelowTheRootByDefault() {
        func level(_ depth: Int) -> Flow<Int, Never, Void> {
            Flow("Level \(depth)", initialState: 0) { router in
                router.addFlow({ _ in true }, name: "deeper", level(depth + 1))
            }
        }
        let result = verifyTree(level(0).handle)
        #expect(result.unverified.count == 33)
        #expect(result.unverified.last?.flow == "Level 32")
    }
}
