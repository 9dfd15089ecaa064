import FlowCore

/// The state of a two-screen sign-in flow used by the host's tests.
struct SignInState: Hashable, Sendable {
    var name: String?
    var isGreeted = false
}

/// What the sign-in screens send.
enum SignInAction: Hashable, Sendable {
    case submit(String)
    case named(String)
    case greet
    case ignore
}

/// A small flow with a field, a list, async work and an output, for session and app tests.
@MainActor
enum Fixtures {
    /// The first screen, with buttons that send `send`'s actions.
    static func askName(_ send: Send<SignInAction>) -> FormScreen {
        FormScreen(
            id: "ask-name", title: "Who are you?", body: ["Type your name or pick one."],
            fields: [.init(id: "name", label: "Name", placeholder: "Ada")],
            actions: [
                .init(id: "submit", title: "Continue") { send(.submit($0["name"] ?? "")) },
                .init(id: "ignored", title: "Ignored", isPrimary: false) { _ in send(.ignore) },
            ],
            lists: [
                .init(
                    id: "suggestions",
                    items: [.init(id: "grace", title: "Grace", detail: "recent") { send(.named("Grace")) }])
            ],
            slots: [.init(id: "footer", views: [.init(id: "tip", text: "Names are case-sensitive.")])]
        )
    }

    /// The first screen with buttons that do nothing, for rendering tests.
    static var askName: FormScreen { askName(Send { _ in }) }

    /// The sign-in flow; with `ignoredSleeps`, the "Ignored" button starts an effect that never ends.
    static func signIn(ignoredSleeps: Bool = false) -> Flow<SignInState, SignInAction, String> {
        Flow(
            "SignIn", initialState: SignInState(), output: { $0.name ?? "" },
            reducer: { state, action in
                switch action {
                case .submit(let name):
                    // Async like a real service, so the session has to let it settle.
                    return .run { send in
                        await Task.yield()
                        await send(.named(name))
                    }
                case .named(let name): state.name = name
                case .greet: state.isGreeted = true
                case .ignore:
                    guard ignoredSleeps else { return .none }
                    return .run { _ in try? await Task.sleep(for: .seconds(3_600)) }
                }
                return .none
            }
        ) { router in
            router.addScreen({ $0.name == nil }, name: "ask name") { _, send in askName(send) }
            // Back from the greeting forgets the name: the flow's state before it.
            router.addScreen({ !$0.isGreeted }, name: "greet", back: .restoringEarlierState) { state, send in
                FormScreen(
                    id: "greeting", title: "Hello, \(state.name ?? "")!",
                    actions: [.init(id: "continue", title: "Done") { _ in send(.greet) }])
            }
            router.addFinish({ _ in true }, name: "done")
        }
    }
}
