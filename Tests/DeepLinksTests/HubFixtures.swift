import DeepLinks
import FlowCore

/// The home flow every hub test starts on: one screen, and a tab that links may switch.
struct HomeState: Hashable, Sendable {
    var tab = "rides"
}

@MainActor
func makeHome() -> Flow<HomeState, Void> {
    Flow("Home", initialState: HomeState()) { router in
        router.addRoute({ _ in true }, name: "home") { state in Screen(id: "home", title: "Home: \(state.tab)") }
    }
}

/// A flow that previews choices (`produced`) and finishes with the chosen one.
struct PickerState: Hashable, Sendable {
    var choice: String?
}

@MainActor
func makePicker(_ name: String = "Picker", screen: Screen.ID = "pick") -> Flow<PickerState, String> {
    let flow = Flow(name, initialState: PickerState(), output: { $0.choice ?? "" }) { router in
        router.addRoute({ $0.choice == nil }, Screen(id: screen, title: name), name: "pick")
        router.addRoute({ _ in true }, nil, name: "done")
    }
    flow.onEvent { flow, event in
        switch event.action {
        case "preview": flow.produce(event["value"] ?? "")
        case "choose": flow.update { $0.choice = event["value"] }
        default: return .unhandled
        }
        return .handled
    }
    return flow
}

/// A started navigator on the home flow, and a hub for `ride` links attached to it.
@MainActor
func makeHub(schemes: Set<String> = ["ride"]) -> (RoutingHub, Navigator, Flow<HomeState, Void>) {
    let home = makeHome()
    let navigator = Navigator(root: home)
    navigator.start()
    let hub = RoutingHub(schemes: schemes)
    hub.attach(navigator)
    return (hub, navigator, home)
}

/// All states of opening `link`, once it finished on its own.
@MainActor
func states(
    _ hub: RoutingHub, _ link: String, params: [String: String] = [:]
) async -> [String] {
    var states: [String] = []
    for await state in hub.open(link, params: params) { states.append("\(state)") }
    return states
}

/// The `links` notes of the navigator's log, without the category.
@MainActor
func linkNotes(_ navigator: Navigator) -> [String] {
    navigator.log.events.compactMap { event in
        if case .note("links", let message) = event.kind { message } else { nil }
    }
}

/// Records the links handed to it; refuses those of the schemes in `refusing`.
@MainActor
final class RecordingOpener: SystemURLOpening {
    private(set) var opened: [String] = []
    let refusing: Set<String>

    init(refusing: Set<String> = []) { self.refusing = refusing }

    func open(_ url: DeepLinkURL) async -> Bool {
        opened.append(url.description)
        return !refusing.contains(url.scheme ?? "")
    }
}
