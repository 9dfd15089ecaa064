import FlowCore
import Testing

@Suite @MainActor struct FlowGraphTests {
    @Test func theGraphHasEveryChildFlowBuiltOnItsOwnWithFindingsMarked() {
        let checkout = makeCheckoutFlow()
        let report = verify(makeAddressFlow(), over: [AddressState()])
        let graph = FlowGraph(checkout, marking: [report])
        #expect(graph.nodes.map(\.name) == ["Checkout", "Address"])
        #expect(graph.findingCount == 2)
        #expect(
            graph.text == """
                Checkout
                ├─ "help" (Fixtures.swift:89) screen
                ├─ "cart" (Fixtures.swift:92) screen
                ├─ "address" (Fixtures.swift:95) -> Address  ⚠ never-finishes
                │  ├─ "street" (Fixtures.swift:62) screen
                │  └─ "done" (Fixtures.swift:67) finish  ⚠ always-shadowed
                ├─ "pay" (Fixtures.swift:100) screen
                └─ "done" (Fixtures.swift:103) finish
                """)
    }

    @Test func theGraphExportsToDOTAndMermaid() {
        let graph = FlowGraph(makeAddressFlow(), marking: [verify(makeAddressFlow(), over: [AddressState()])])
        #expect(
            graph.dot == """
                digraph FlowGraph {
                  rankdir=LR;
                  node [fontname="Helvetica"];
                  f0 [label="Address ⚠ never-finishes", shape=folder, color=red, fontcolor=red];
                  f0r0 [label="street", shape=box];
                  f0 -> f0r0 [label="Fixtures.swift:62"];
                  f0r1 [label="done ⚠ always-shadowed", shape=doublecircle, color=red, fontcolor=red];
                  f0 -> f0r1 [label="Fixtures.swift:67", color=red, fontcolor=red];
                }
                """)
        #expect(
            graph.mermaid == """
                flowchart LR
                    f0[["Address ⚠ never-finishes"]]
                    f0r0["street"]
                    f0 --> f0r0
                    f0r1(("done ⚠ always-shadowed"))
                    f0 --> f0r1
                    classDef finding stroke:#d1242f,stroke-width:3px,color:#d1242f
                    class f0,f0r1 finding
                """)
    }

    @Test func aChildFlowIsAnEdgeToItsOwnNodeInDOTAndMermaid() throws {
        let report = verify(makeAddressFlow(), over: [AddressState()])
        let graph = FlowGraph(makeCheckoutFlow(), marking: [report])
        let dot = graph.dot.split(separator: "\n").map(String.init)
        let edge = try #require(dot.firstIndex(of: #"  f0 -> f1 [label="address"];"#))
        let child = try #require(
            dot.firstIndex(of: #"  f1 [label="Address ⚠ never-finishes", shape=folder, color=red, fontcolor=red];"#))
        #expect(
            dot.firstIndex(of: #"  f0r4 [label="done", shape=doublecircle];"#).map { edge < $0 && $0 < child } == true)
        #expect(dot.contains(#"  f1 -> f1r1 [label="Fixtures.swift:67", color=red, fontcolor=red];"#))
        #expect(!dot.contains { $0.hasPrefix("  f0r2") }, "the flow rule is an edge, not a node of its own")
        let mermaid = graph.mermaid.split(separator: "\n").map(String.init)
        #expect(mermaid.contains(#"    f0 -->|"address"| f1"#))
        #expect(mermaid.contains(#"    f1[["Address ⚠ never-finishes"]]"#))
        #expect(mermaid.last == "    class f1,f1r1 finding")
        #expect(!mermaid.contains { $0.hasPrefix("    f0r2") })
    }

    @Test func aGraphWithoutFindingsMarksNothingRed() {
        let graph = FlowGraph(makeAddressFlow())
        #expect(graph.findingCount == 0)
        #expect(!graph.mermaid.contains("classDef"), "no finding, no class for findings")
        #expect(!graph.dot.contains("red"))
    }

    @Test func aTreeIsVerifiedFlowByFlowWhereStatesGiveTheirSpace() {
        let result = verifyTree(makeTrip().handle)
        #expect(
            result.description == """
                Trip: 2 states checked
                  TripFixture.swift:85: warning[never-selected]: Flow 'Trip', rule "pickup": its condition held in none of the 2 states. Widen the state space to include the states it is for, or remove the rule.
                Pickup: not verified: its state type PickupState is not VerifiableState
                verification failed: 1 finding
                """)
    }
}

extension TripState: VerifiableState {
    static var verificationSpace: StateSpace<TripState> {
        StateSpace(TripState(pickup: "1 Main St")).varying(\.confirmed)
    }
}

@Suite @MainActor struct FlowGraphPlaceTests {
    /// A root with two different flows that share the name "Step": one shows "a", the other "b".
    private func makeTwoSteps() -> Flow<Int, Never, Void> {
        func step(_ screen: ScreenID) -> Flow<Int, Never, Void> {
            Flow("Step", initialState: 0) { router in
                router.addScreen({ _ in true }, name: screen.rawValue) { _, _ in FormScreen(id: screen, title: "") }
            }
        }
        return Flow("Root", initialState: 0) { router in
            router.addFlow({ $0 == 0 }, name: "first", step("a"))
            router.addFlow({ _ in true }, name: "second", step("b"))
        }
    }

    @Test func twoFlowsThatShareANameAreTwoNodesByTheirPlace() {
        let graph = FlowGraph(makeTwoSteps())
        #expect(graph.nodes.map(\.name) == ["Root", "Step", "Step"])
        #expect(graph.nodes.map { $0.rules.map(\.rule.name) } == [["first", "second"], ["a"], ["b"]])
        #expect(Set(graph.nodes.map(\.place)).count == 3)
        #expect(graph.text.split(separator: "\n").filter { $0.contains("screen") }.count == 2)
    }

    @Test func aNodeHasTheSameIdAndLabelInDOTAndMermaid() {
        let graph = FlowGraph(makeAddressFlow())
        #expect(graph.dot.contains(#"f0r1 [label="done", shape=doublecircle];"#))
        #expect(graph.mermaid.contains(#"f0r1(("done"))"#))
        #expect(graph.text.contains(#""done" (Fixtures.swift:67) finish"#))
    }
}
