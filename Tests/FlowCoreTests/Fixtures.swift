import FlowCore

/// A tiny checkout used across the FlowCore tests: cart → address (child flow) → pay.
struct CheckoutState: Hashable, Sendable {
    var items = 0
    var address: String?
    var paid = false
    var showsHelp = false
}

/// A child flow that returns an address.
struct AddressState: Hashable, Sendable {
    var street: String?
}

/// Counts builds and keeps weak references, to prove laziness and release.
@MainActor
final class BuildCounter {
    var builds: [String: Int] = [:]
    weak var lastAddressFlow: Flow<AddressState, String>?

    func screen(_ id: Screen.ID) -> Screen {
        builds[id.rawValue, default: 0] += 1
        return Screen(id: id, title: id.rawValue)
    }
}

@MainActor
func makeAddressFlow(counter: BuildCounter? = nil) -> Flow<AddressState, String> {
    let flow = Flow("Address", initialState: AddressState(), output: { $0.street ?? "" }) { router in
        router.addRoute({ $0.street == nil }, Screen(id: "street", title: "Street"), name: "street")
        router.addRoute({ _ in true }, nil, name: "done")
    }
    flow.onEvent { flow, event in
        guard event.action == "save" else { return .unhandled }
        flow.update { $0.street = event["street"] }
        return .handled
    }
    counter?.lastAddressFlow = flow
    return flow
}

@MainActor
func makeCheckoutFlow(counter: BuildCounter = BuildCounter()) -> Flow<CheckoutState, Bool> {
    let flow = Flow("Checkout", initialState: CheckoutState(), output: { $0.paid }) { router in
        router.addRoute({ $0.showsHelp }, counter.screen("help"), name: "help", presentation: .modal)
        router.addRoute({ $0.items == 0 }, counter.screen("cart"), name: "cart")
        router.addRoute({ $0.address == nil }, makeAddressFlow(counter: counter), name: "address") { state, street in
            state.address = street
        }
        router.addRoute({ !$0.paid }, counter.screen("pay"), name: "pay")
        router.addRoute({ _ in true }, nil, name: "done")
    }
    flow.onEvent { flow, event in
        switch event.action {
        case "add": flow.update { $0.items += 1 }
        case "help": flow.update { $0.showsHelp = true }
        case "close-help": flow.update { $0.showsHelp = false }
        case "pay": flow.update { $0.paid = true }
        default: return .unhandled
        }
        return .handled
    }
    return flow
}
