import FlowCore

/// The state of a two-screen sign-in flow used by the host's tests.
struct SignInState: Hashable, Sendable {
    var name: String?
    var isGreeted = false
}

/// A small flow with a field, a list, async work and an output, for session and app tests.
@MainActor
enum Fixtures {
    static let askName = Screen(
        id: "ask-name", title: "Who are you?", body: ["Type your name or pick one."],
        fields: [.init(id: "name", label: "Name", placeholder: "Ada")],
        actions: [.init(id: "submit", title: "Continue"), .init(id: "ignored", title: "Ignored", isPrimary: false)],
        lists: [.init(id: "suggestions", items: [.init(id: "grace", title: "Grace", detail: "recent")])],
        slots: [.init(id: "footer", views: [.init(id: "tip", text: "Names are case-sensitive.")])]
    )

    static func signIn() -> Flow<SignInState, String> {
        let flow = Flow("SignIn", initialState: SignInState(), output: { $0.name ?? "" }) { router in
            router.addRoute({ $0.name == nil }, askName, name: "ask name")
            router.addRoute({ !$0.isGreeted }, name: "greet") { state in
                Screen(
                    id: "greeting", title: "Hello, \(state.name ?? "")!",
                    actions: [.init(id: "continue", title: "Done")])
            }
            router.addRoute({ _ in true }, nil, name: "done")
        }
        flow.onEvent { flow, event in
            switch event.action {
            case "submit":
                let name = event["name"] ?? ""
                // Async like a real service, so the session has to let it settle.
                flow.run { flow in
                    await Task.yield()
                    flow.update { $0.name = name }
                }
            case "select:grace": flow.update { $0.name = "Grace" }
            case "continue": flow.update { $0.isGreeted = true }
            default: return .unhandled
            }
            return .handled
        }
        return flow
    }
}
