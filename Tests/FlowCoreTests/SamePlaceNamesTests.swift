import FlowCore
import FlowTesting
import Testing

/// Places are told apart by the rule that routed there as well as by the flow's name, and by
/// every part of their names, not only the text they run together into.
@Suite @MainActor struct SamePlaceNamesTests {
    /// A flow named `name` showing one screen, `street`.
    func makeStreetFlow(_ name: String) -> Flow<Int, Never, Void> {
        Flow<Int, Never, Void>(name, initialState: 0) { router in
            router.addScreen({ _ in true }, name: "street") { _, _ in FormScreen(id: "street", title: name) }
        }
    }

    /// A root that routes to one child while its state is `false`, to the other once it is `true`.
    func makeRoot(first: (rule: String, flow: String), second: (rule: String, flow: String)) -> Flow<Bool, Bool, Void> {
        Flow(
            "Order", initialState: false, output: { _ in },
            reducer: { state, new in
                state = new
                return .none
            }
        ) { router in
            router.addFlow({ !$0 }, name: first.rule, makeStreetFlow(first.flow)) { _, _ in }
            router.addFlow({ $0 }, name: second.rule, makeStreetFlow(second.flow)) { _, _ in }
        }
    }

    @Test func twoRulesRoutingToFlowsOfOneNameAreTwoPlaces() {
        let order = makeRoot(first: ("shipping", "Address"), second: ("billing", "Address"))
        let host = RecordingHost()
        let navigator = startNavigator(order, host: host)
        order.send(true)
        navigator.flush()
        #expect(
            host.transcript == [
                "replace -> street | Order > Address > street",
                "push street -> street | Order > Address > street",
            ], "the billing address is a new screen over the shipping one")
        #expect(navigator.hostModel == HostModel(layers: [["street", "street"]]))
    }

    @Test func namesThatRunTogetherIntoOneTextAreTwoPlaces() {
        let order = makeRoot(first: ("ship", "ping"), second: ("shipp", "ing"))
        let host = RecordingHost()
        let navigator = startNavigator(order, host: host)
        order.send(true)
        navigator.flush()
        #expect(
            host.transcript == [
                "replace -> street | Order > ping > street",
                "push street -> street | Order > ing > street",
            ])
    }
}
