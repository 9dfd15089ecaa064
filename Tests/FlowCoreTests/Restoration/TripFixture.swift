import FlowCore

/// A trip: pick a pickup place (a child flow), confirm, done. Its states are `Codable`, so it can be saved.
struct TripState: Hashable, Sendable, Codable {
    var pickup: String?
    var confirmed = false
}

enum TripAction: Hashable, Sendable {
    case confirm
}

struct PickupState: Hashable, Sendable, Codable {
    var street: String?
    var door = 0
}

/// A later version of the pickup state, with a field old documents do not have.
struct PickupStateWithFloor: Hashable, Sendable, Codable {
    var street: String?
    var door = 0
    var floor = 0
}

/// A pickup state that is not `Codable`: its flow is skipped when saving.
struct UnsavedPickupState: Hashable, Sendable {
    var street: String?
    var door = 0
}

enum PickupAction: Hashable, Sendable {
    case street(String)
    case door(Int)
    /// Back from the door: the street is asked again.
    case changeStreet
}

/// What the pickup flows need from any of their state types.
protocol PickupFields: Sendable {
    init()
    var street: String? { get set }
    var door: Int { get set }
}

extension PickupState: PickupFields {}
extension PickupStateWithFloor: PickupFields {}
extension UnsavedPickupState: PickupFields {}

@MainActor
func makePickup<State: PickupFields>(_ state: State.Type = PickupState.self, name: String = "Pickup") -> Flow<
    State, PickupAction, String
> {
    Flow(
        name, initialState: State(), output: { $0.street ?? "" },
        reducer: { state, action in
            switch action {
            case .street(let street): state.street = street
            case .door(let door): state.door = door
            case .changeStreet: state.street = nil
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.street == nil }, name: "street") { _, send in form("street", send) }
        router.addScreen({ $0.door == 0 }, name: "door", back: .send(.changeStreet)) { _, send in
            form("door", send)
        }
        router.addFinish({ _ in true }, name: "done")
    }
}

@MainActor
func makeTrip<PickupState, PickupAction>(
    _ pickup: @autoclosure @escaping () -> Flow<PickupState, PickupAction, String> = makePickup()
) -> Flow<TripState, TripAction, Bool> {
    Flow(
        "Trip", initialState: TripState(), output: { $0.confirmed },
        reducer: { state, action in
            switch action {
            case .confirm: state.confirmed = true
            }
            return .none
        }
    ) { router in
        router.addFlow({ $0.pickup == nil }, name: "pickup", pickup()) { state, street in state.pickup = street }
        router.addScreen({ !$0.confirmed }, name: "confirm") { _, send in form("confirm", send) }
        router.addFinish({ _ in true }, name: "done")
    }
}

struct HelpState: Hashable, Sendable, Codable {
    var page = 1
}

@MainActor
func makeHelp() -> Flow<HelpState, Never, Void> {
    Flow("Help", initialState: HelpState()) { router in
        router.addScreen({ _ in true }, name: "page") { state, _ in
            FormScreen(id: ScreenID("help-\(state.page)"), title: "Help")
        }
    }
}

/// A started trip on its pickup's door screen, with the help overlay on top: `Trip > Pickup > door > Help > help-2`.
@MainActor
func savedTrip(presentingHelp: Bool = true) -> (navigator: Navigator, document: NavigatorDocument) {
    let trip = makeTrip()
    let navigator = Navigator(root: trip)
    navigator.start()
    navigator.activeFlows.last?.flow(as: Flow<PickupState, PickupAction, String>.self)?.send(.street("1 Main St"))
    navigator.flush()
    if presentingHelp {
        let help = makeHelp()
        navigator.present(help)
        help.update { $0.page = 2 }
        navigator.flush()
    }
    return (navigator, navigator.save(appVersion: "1.0"))
}
