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

    @Test func aChildFlowIsAnEdgeToItsOwnNodeInDOTAndMermaid() {
        let report = verify(makeAddressFlow(), over: [AddressState()])
        let graph = FlowGraph(makeCheckoutFlow(), marking: [report])
        #expect(
            graph.dot == """
                digraph FlowGraph {
                  rankdir=LR;
                  node [fontname="Helvetica"];
                  f0 [label="Checkout", shape=folder];
                  f0r0 [label="help", shape=box];
                  f0 -> f0r0 [label="Fixtures.swift:89"];
                  f0r1 [label="cart", shape=box];
                  f0 -> f0r1 [label="Fixtures.swift:92"];
                  f0 -> f1 [label="address"];
                  f0r3 [label="pay", shape=box];
                  f0 -> f0r3 [label="Fixtures.swift:100"];
                  f0r4 [label="done", shape=doublecircle];
                  f0 -> f0r4 [label="Fixtures.swift:103"];
                  f1 [label="Address ⚠ never-finishes", shape=folder, color=red, fontcolor=red];
                  f1r0 [label="street", shape=box];
                  f1 -> f1r0 [label="Fixtures.swift:62"];
                  f1r1 [label="done ⚠ always-shadowed", shape=doublecircle, color=red, fontcolor=red];
                  f1 -> f1r1 [label="Fixtures.swift:67", color=red, fontcolor=red];
                }
                """)
        #expect(
            graph.mermaid == """
                flowchart LR
                    f0[["Checkout"]]
                    f0r0["help"]
                    f0 --> f0r0
                    f0r1["cart"]
                    f0 --> f0r1
                    f0 -->|"address"| f1
                    f0r3["pay"]
                    f0 --> f0r3
                    f0r4(("done"))
                    f0 --> f0r4
                    f1[["Address ⚠ never-finishes"]]
                    f1r0["street"]
                    f1 --> f1r0
                    f1r1(("done ⚠ always-shadowed"))
                    f1 --> f1r1
                    classDef finding stroke:#d1242f,stroke-width:3px,color:#d1242f
                    class f1,f1r1 finding
                """)
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
