import FlowCore

/// A tiny checkout used across the FlowCore tests: cart → address (child flow) → pay.
///
/// Back from the address empties the cart, back from paying asks the address again, and back
/// from the help sheet closes it: each a typed action of the checkout's reducer.
struct CheckoutState: Hashable, Sendable {
    var items = 0
    var address: String?
    var paid = false
    var showsHelp = false
}

/// What the checkout's screens send.
enum CheckoutAction: Hashable, Sendable {
    case add
    case help
    case closeHelp
    case pay
    /// Back from the address: the cart is emptied.
    case emptyCart
    /// Back from paying: the address is asked again.
    case changeAddress
}

/// A child flow that returns an address.
struct AddressState: Hashable, Sendable {
    var street: String?
}

/// What the address screen sends.
enum AddressAction: Hashable, Sendable {
    case save(String)
}

/// A form whose buttons send `actions` by their ids.
func form<Action: Sendable>(_ id: ScreenID, _ send: Send<Action>, _ actions: [(String, Action)] = []) -> FormScreen {
    FormScreen(
        id: id, title: id.rawValue,
        actions: actions.map { button in FormScreen.Action(id: button.0, title: button.0) { _ in send(button.1) } })
}

/// Counts flow builds and keeps weak references, to prove laziness and release.
@MainActor
final class BuildCounter {
    var builds: [String: Int] = [:]
    weak var lastAddressFlow: Flow<AddressState, AddressAction, String>?
}

@MainActor
func makeAddressFlow(counter: BuildCounter? = nil) -> Flow<AddressState, AddressAction, String> {
    counter?.builds["Address", default: 0] += 1
    let flow = Flow<AddressState, AddressAction, String>(
        "Address", initialState: AddressState(), output: { $0.street ?? "" },
        reducer: { state, action in
            switch action {
            case .save(let street): state.street = street
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.street == nil }, name: "street") { _, send in
            FormScreen(
                id: "street", title: "Street", fields: [.init(id: "street", label: "Street")],
                actions: [.init(id: "save", title: "Save") { send(.save($0["street"] ?? "")) }])
        }
        router.addFinish({ _ in true }, name: "done")
    }
    counter?.lastAddressFlow = flow
    return flow
}

@MainActor
func makeCheckoutFlow(counter: BuildCounter = BuildCounter()) -> Flow<CheckoutState, CheckoutAction, Bool> {
    Flow(
        "Checkout", initialState: CheckoutState(), output: { $0.paid },
        reducer: { state, action in
            switch action {
            case .add: state.items += 1
            case .help: state.showsHelp = true
            case .closeHelp: state.showsHelp = false
            case .pay: state.paid = true
            case .emptyCart: state.items = 0
            case .changeAddress: state.address = nil
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.showsHelp }, name: "help", presentation: .present, back: .send(.closeHelp)) { _, send in
            form("help", send, [("close-help", .closeHelp)])
        }
        router.addScreen({ $0.items == 0 }, name: "cart") { _, send in
            form("cart", send, [("add", .add), ("help", .help)])
        }
        router.addFlow(
            { $0.address == nil }, name: "address", back: .send(.emptyCart), makeAddressFlow(counter: counter)
        ) { state, street in
            state.address = street
        }
        router.addScreen({ !$0.paid }, name: "pay", back: .send(.changeAddress)) { _, send in
            form("pay", send, [("pay", .pay), ("help", .help)])
        }
        router.addFinish({ _ in true }, name: "done")
    }
}

/// A navigator for `root`, started with `host` attached before its first update; the caller keeps the host alive.
@MainActor
func startNavigator<State, Action, Output>(_ root: Flow<State, Action, Output>, host: some NavigatorHost) -> Navigator {
    let navigator = Navigator(root: root)
    navigator.host = host
    navigator.start()
    return navigator
}
