import FlowCore
import Testing

@Suite @MainActor struct ObservabilityTests {
    private func checkoutAtStreet() -> Navigator {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        flow.send(.add)
        navigator.flush()
        return navigator
    }

    @Test func theEventLogRecordsStateChangesTransitionsAndTheRuleBehindThem() {
        let navigator = checkoutAtStreet()
        #expect(
            navigator.log.text == """
                #1 replace -> cart (start) path: Checkout > cart
                #2 activate Checkout
                #3 action Checkout: add
                #4 state Checkout: CheckoutState(items: 1, address: nil, paid: false, showsHelp: false)
                #5 push cart -> street (state of Checkout, rule "address") path: Checkout > Address > street
                #6 activate Address
                """)
    }

    @Test func theTreeDumpMarksTheActivePath() {
        #expect(
            checkoutAtStreet().flowTree().text == """
                Checkout
                ├─   help
                ├─   cart
                ├─ * address -> Address
                │  ├─ * street -> street
                │  └─   done
                ├─   pay
                └─   done
                """)
    }

    @Test func theTreeExportsToGraphviz() {
        #expect(
            checkoutAtStreet().flowTree().dot == """
                digraph FlowTree {
                  rankdir=LR;
                  node [fontname="Helvetica"];
                  n0 [label="Checkout", shape=folder, style=bold, color="#1f6feb"];
                  n1 [label="help", shape=plaintext, fontcolor=gray40];
                  n2 [label="cart", shape=plaintext, fontcolor=gray40];
                  n3 [label="Address", shape=folder, style=bold, color="#1f6feb"];
                  n4 [label="pay", shape=plaintext, fontcolor=gray40];
                  n5 [label="done", shape=plaintext, fontcolor=gray40];
                  n6 [label="street", shape=box, style=bold, color="#1f6feb"];
                  n7 [label="done", shape=plaintext, fontcolor=gray40];
                  n0 -> n1 [label="help", style=dashed];
                  n0 -> n2 [label="cart", style=dashed];
                  n0 -> n3 [label="address", style=bold, color="#1f6feb"];
                  n0 -> n4 [label="pay", style=dashed];
                  n0 -> n5 [label="done", style=dashed];
                  n3 -> n6 [label="street", style=bold, color="#1f6feb"];
                  n3 -> n7 [label="done", style=dashed];
                }
                """)
    }

    @Test func theTreeExportsToMermaid() {
        let flow = Flow<Int, Never, Void>("Tiny", initialState: 0) { router in
            router.addScreen({ $0 == 0 }, name: "zero") { _, _ in FormScreen(id: "zero", title: "") }
            router.addFinish({ _ in true }, name: "done")
        }
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        #expect(
            navigator.flowTree().mermaid == """
                flowchart LR
                    n0[["Tiny"]]
                    n1["zero"]
                    n2(["done"])
                    n0 ==>|"zero"| n1
                    n0 -.->|"done"| n2
                    classDef active stroke:#1f6feb,stroke-width:3px
                    class n0,n1 active
                """)
    }
}
