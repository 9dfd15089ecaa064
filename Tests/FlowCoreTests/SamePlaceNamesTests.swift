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

    /// Two rules routing to flows of one name, and names that run together into one text
    /// (`ship`+`ping`, `shipp`+`ing`): the second child is a new screen over the first, not the same place.
    @Test(arguments: [
        (("shipping", "Address"), ("billing", "Address"), "Address", "Address"),
        (("ship", "ping"), ("shipp", "ing"), "ping", "ing"),
    ])
    func twoChildrenAreTwoPlaces(
        first: (rule: String, flow: String), second: (rule: String, flow: String), firstName: String,
        secondName: String
    ) {
        let order = makeRoot(first: first, second: second)
        let host = RecordingHost()
        let navigator = startNavigator(order, host: host)
        order.send(true)
        navigator.flush()
        #expect(
            host.transcript == [
                "replace -> street | Order > \(firstName) > street",
                "push street -> street | Order > \(secondName) > street",
            ])
        #expect(navigator.hostModel == HostModel(layers: [["street", "street"]]))
    }
}
