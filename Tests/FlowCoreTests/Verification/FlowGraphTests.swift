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
                  f0r1 [label="finish ⚠ always-shadowed", shape=doublecircle, color=red, fontcolor=red];
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
