import DeepLinks
import FlowCore
import FlowTesting
import Testing

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
///
/// Bounded by `timeout` on a clock: an open that does not end fails the test naming the link
/// and the states received, is cancelled, and returns those states.
@MainActor
func states(
    _ hub: RoutingHub, _ link: String, params: [String: String] = [:], exts: [String: any Sendable] = [:],
    timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation
) async -> [String] {
    await states(
        of: hub.open(link, params: params, exts: exts), opening: link, timeout: timeout, sourceLocation: sourceLocation)
}

/// All states `stream` reports until it ends, bounded by `timeout` like ``states(_:_:params:exts:timeout:sourceLocation:)``.
@MainActor
func states(
    of stream: AsyncStream<RoutingState>, opening link: String, timeout: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation
) async -> [String] {
    let recorder = RoutingStateRecorder(stream)
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !recorder.isFinished, clock.now < deadline {
        await Task.yield()
        if !recorder.isFinished { try? await Task.sleep(for: .milliseconds(1)) }
    }
    if !recorder.isFinished {
        Issue.record(
            "states(of:): the open of '\(link)' did not end within \(timeout); received \(recorder.states).",
            sourceLocation: sourceLocation)
        await recorder.cancel()
    }
    return recorder.states
}

/// The value of `operation`, bounded by `timeout` on a clock: past it the test fails naming
/// `description` and the operation is cancelled (an open then throws `cancelled`).
@MainActor
func bounded<Value: Sendable>(
    _ description: String, timeout: Duration = .seconds(30), sourceLocation: SourceLocation = #_sourceLocation,
    _ operation: @escaping @MainActor () async throws -> Value
) async throws -> Value {
    let task = Task { @MainActor in try await operation() }
    let watchdog = Task { @MainActor in
        do { try await Task.sleep(for: timeout) } catch { return }
        Issue.record("\(description) did not finish within \(timeout).", sourceLocation: sourceLocation)
        task.cancel()
    }
    defer { watchdog.cancel() }
    return try await withTaskCancellationHandler {
        try await task.value
    } onCancel: {
        task.cancel()
    }
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

/// Registers `ride://a` and `ride://b` behind `requiresLogin(completing:)`, opens both, and waits
/// until the second waits behind the Login the first one presented.
@MainActor
func openTwoLinksBehindOneLogin(_ hub: RoutingHub, _ navigator: Navigator, completing: Bool = true) async throws
    -> (first: RoutingStateRecorder, second: RoutingStateRecorder)
{
    hub.addInterceptor(requiresLogin(completing: completing), toGroup: "auth")
    try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
    try hub.register("ride://b", groups: ["auth"], .action { _ in "b" })
    let first = RoutingStateRecorder(hub.open("ride://a"))
    let second = RoutingStateRecorder(hub.open("ride://b"))
    await yieldUntil("ride://b to wait behind the Login") {
        linkNotes(navigator).contains("requiresAuth suspended ride://b behind the Login already shown")
    }
    return (first, second)
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

/// `ride://again`, an action route whose interceptor presents `flow` itself and keeps what each present returned.
@MainActor
final class PresentingInterceptorRoute {
    /// What each `context.present(flow)` returned, in order.
    private(set) var outputs: [String?] = []

    init(on hub: RoutingHub, presenting flow: PickerFlow) throws {
        try hub.register(
            "ride://again",
            interceptors: [
                RouteInterceptor("again") { _, context in
                    self.outputs.append(await context.present(flow))
                    return .proceed
                }
            ], .action { _ in nil })
    }
}
