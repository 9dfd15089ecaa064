import DeepLinks
import FlowCore

/// The home flow every hub test starts on: one screen, and a tab that links may switch.
struct HomeState: Hashable, Sendable {
    var tab = "rides"
}

@MainActor
func makeHome() -> Flow<HomeState, Never, Void> {
    Flow("Home", initialState: HomeState()) { router in
        router.addScreen({ _ in true }, name: "home") { state, _ in FormScreen(id: "home", title: "Home: \(state.tab)")
        }
    }
}

/// A flow that previews choices (`produced`) and finishes with the chosen one.
struct PickerState: Hashable, Sendable {
    var choice: String?
}

/// What the picker's screen sends: a preview becomes an intermediate output, a choice finishes.
enum PickerAction: Hashable, Sendable {
    case choose(String)
}

typealias PickerFlow = Flow<PickerState, PickerAction, String>

@MainActor
func makePicker(_ name: String = "Picker", screen: ScreenID = "pick") -> PickerFlow {
    /// Lets the screen's preview button reach the flow it belongs to.
    final class Owner { weak var flow: PickerFlow? }
    let owner = Owner()
    let flow = PickerFlow(
        name, initialState: PickerState(), output: { $0.choice ?? "" },
        reducer: { state, action in
            switch action {
            case .choose(let value): state.choice = value
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.choice == nil }, name: "pick") { _, send in
            FormScreen(
                id: screen, title: name,
                actions: [
                    .init(id: "preview", title: "Preview") { owner.flow?.produce($0["value"] ?? "") },
                    .init(id: "choose", title: "Choose") { send(.choose($0["value"] ?? "")) },
                ])
        }
        router.addFinish({ _ in true }, name: "done")
    }
    owner.flow = flow
    return flow
}

extension Navigator {
    /// Taps a button of the current form with a single `value`, as the terminal does, and routes.
    func tap(_ action: String, value: String) {
        do {
            try form?.perform(FormEvent(action, values: ["value": value]))
        } catch {
            preconditionFailure("\(error)")
        }
        flush()
    }
}

/// A started navigator on the home flow, and a hub for `ride` links attached to it.
@MainActor
func makeHub(schemes: Set<String> = ["ride"]) -> (RoutingHub, Navigator, Flow<HomeState, Never, Void>) {
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

/// Whether the rider signed in through the `Login` picker, shared by a test and its interceptor.
@MainActor
final class SignIn {
    var isDone = false
}

/// `requiresAuth`: suspends links until `signIn` is done, presenting a `Login` picker that
/// completes it when a value is chosen (or never, for `completing: false`).
@MainActor
func requiresLogin(_ signIn: SignIn = SignIn(), completing: Bool = true) -> RouteInterceptor {
    .suspending(
        "requiresAuth", unless: { signIn.isDone },
        present: {
            let login = makePicker("Login", screen: "login")
            if completing { login.onOutput { _ in signIn.isDone = true } }
            return login
        }, rejecting: "sign-in was cancelled")
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
