import FlowCore
import FlowTesting
import Testing

/// A `.replace` rule that is not the flow's first screen, as an app's "sign in replaces the intro,
/// home replaces sign-in" meets it: what the host is told, what its stack holds, how far back goes.
@Suite(.timeLimit(.minutes(1))) @MainActor struct ReplaceRuleTests {
    /// The welcome flow in a navigator with a recording host, started.
    func start() -> (Flow<Int, WelcomeStep, Void>, Navigator, RecordingHost) {
        let flow = makeWelcome()
        let host = RecordingHost()
        let navigator = Navigator(root: flow)
        navigator.host = host
        navigator.start()
        return (flow, navigator, host)
    }

    func send(_ flow: Flow<Int, WelcomeStep, Void>, _ navigator: Navigator, times: Int = 1) {
        for _ in 0..<times {
            flow.send(.next)
            navigator.flush()
        }
    }

    /// The navigator's latest note about back.
    func backNote(_ navigator: Navigator) -> String? {
        navigator.log.events.reversed().lazy.compactMap { event -> String? in
            if case .note("back", let message) = event.kind { message } else { nil }
        }.first
    }

    @Test func aReplaceAfterAPushTakesTheWholeStackAway() {
        let (flow, navigator, host) = start()
        send(flow, navigator, times: 2)
        #expect(
            host.transcript == [
                "replace -> splash | Welcome > splash",
                "push splash -> intro | Welcome > intro",
                "replace intro -> phone | Welcome > SignIn > phone",
            ])
        #expect(
            host.transitions.map(\.cause) == [
                .start, .stateChange(flow: "Welcome", rule: "intro"), .stateChange(flow: "Welcome", rule: "sign in"),
            ])
        #expect(navigator.hostModel == HostModel(layers: [["phone"]]))
    }

    @Test func nothingIsBeneathAReplacedScreenSoBackIsRefused() {
        let (flow, navigator, host) = start()
        send(flow, navigator, times: 2)
        #expect(!navigator.canGoBack)
        #expect(!navigator.back())
        #expect(
            backNote(navigator)
                == "back from 'phone' is not possible: 'phone' is the only screen of the base stack; the path stays Welcome > SignIn > phone."
        )
        #expect(host.transitions.count == 3)
        #expect(navigator.path.description == "Welcome > SignIn > phone")
    }

    @Test func aFlowThatCameInByReplacePushesItsOwnScreensOverIt() throws {
        let (flow, navigator, host) = start()
        send(flow, navigator, times: 2)
        try navigator.form?.perform(FormEvent("code"))
        navigator.flush()
        #expect(host.transcript.last == "push phone -> code | Welcome > SignIn > code")
        #expect(navigator.hostModel == HostModel(layers: [["phone", "code"]]))
        #expect(navigator.back())
        #expect(host.transcript.last == "pop code -> phone | Welcome > SignIn > phone")
        #expect(!navigator.canGoBack)
    }

    @Test func aReplaceFromInsideAChildFlowReplacesItsScreensToo() throws {
        let (flow, navigator, host) = start()
        send(flow, navigator, times: 2)
        try navigator.form?.perform(FormEvent("code"))
        send(flow, navigator, times: 2)
        #expect(host.transcript.last == "replace code -> home | Welcome > home")
        #expect(navigator.hostModel == HostModel(layers: [["home"]]))
        send(flow, navigator)
        #expect(host.transcript.last == "push home -> settings | Welcome > settings")
        #expect(navigator.back())
        #expect(host.transcript.last == "pop settings -> home | Welcome > home")
        #expect(navigator.hostModel == HostModel(layers: [["home"]]))
        #expect(!navigator.canGoBack)
    }
}

enum WelcomeStep: Equatable, Sendable { case next }

/// splash, intro, then a sign-in flow that replaces them (phone, then code), then home, which
/// replaces everything, and settings pushed over home.
@MainActor
func makeWelcome() -> Flow<Int, WelcomeStep, Void> {
    Flow(
        "Welcome", initialState: 0,
        reducer: { step, _ in
            step += 1
            return .none
        }
    ) { router in
        router.addScreen({ $0 == 0 }, name: "splash") { _, _ in FormScreen(id: "splash", title: "Splash") }
        router.addScreen({ $0 == 1 }, name: "intro", back: .restoringEarlierState) { _, _ in
            FormScreen(id: "intro", title: "Intro")
        }
        router.addFlow({ $0 < 4 }, name: "sign in", presentation: .replace, back: .restoringEarlierState, makeSignIn())
        router.addScreen({ $0 == 4 }, name: "home", presentation: .replace) { _, _ in
            FormScreen(id: "home", title: "Home")
        }
        router.addScreen({ _ in true }, name: "settings", back: .restoringEarlierState) { _, _ in
            FormScreen(id: "settings", title: "Settings")
        }
    }
}

/// The phone screen, then the code screen once its `code` button was tapped.
@MainActor
func makeSignIn() -> Flow<Bool, WelcomeStep, Void> {
    Flow(
        "SignIn", initialState: false,
        reducer: { sent, _ in
            sent = true
            return .none
        }
    ) { router in
        router.addScreen({ !$0 }, name: "phone") { _, send in
            FormScreen(
                id: "phone", title: "Phone", actions: [.init(id: "code", title: "Send code") { _ in send(.next) }])
        }
        router.addScreen({ _ in true }, name: "code", back: .restoringEarlierState) { _, _ in
            FormScreen(id: "code", title: "Code")
        }
    }
}
