import FlowCore
import Testing

/// A state change that flips between screens: the navigator reuses the stack item a pop took
/// off; these tests pin down that what is reused is exactly what would have been made, and that
/// an earlier state kept for back lives only while its screen is covered.
@Suite(.timeLimit(.minutes(1))) @MainActor struct ScreenFlipTests {
    /// Something a state holds by reference, so a test can tell when the last state holding it is gone.
    final class Token: Sendable {}

    struct FlipState: Sendable {
        /// 0 shows `a`, 1 shows `b`, anything else `c`.
        var screen = 0
        var token: Token?
    }

    func makeFlipFlow() -> Flow<FlipState, Never, Void> {
        Flow("Flip", initialState: FlipState()) { router in
            router.addScreen({ $0.screen == 0 }, name: "a") { _, send in form("a", send) }
            router.addScreen({ $0.screen == 1 }, name: "b", back: .restoringEarlierState) { _, send in form("b", send) }
            router.addScreen({ _ in true }, name: "c", back: .restoringEarlierState) { _, send in form("c", send) }
        }
    }

    @Test func aScreenShownAgainAfterAPopIsPushedOverTheStackAsANewScreenWouldBe() {
        let flow = makeFlipFlow()
        let (navigator, host) = ModelHost.start(flow)
        var transitions: [String] = []
        let observation = navigator.observe { transitions += $0.transitions.map(\.description) }
        var models: [HostModel] = []
        for screen in [1, 0, 2, 0, 1] {
            flow.update { $0.screen = screen }
            navigator.flush()
            models.append(host.model)
        }
        #expect(transitions == ["push a -> b", "pop b -> a", "push a -> c", "pop c -> a", "push a -> b"])
        let stacks: [[ScreenID]] = [["a", "b"], ["a"], ["a", "c"], ["a"], ["a", "b"]]
        #expect(models == stacks.map { HostModel(layers: [$0]) })
        #expect(host.failure == nil)
        #expect(navigator.back())
        #expect(host.model == HostModel(layers: [["a"]]))
        #expect(flow.state.screen == 0)
        observation.cancel()
    }

    @Test func aScreenUncoveredByAStateChangeKeepsNoEarlierStateAlive() {
        let flow = makeFlipFlow()
        let navigator = Navigator(root: flow)
        navigator.start()
        weak var released: Token?
        do {
            let token = Token()
            released = token
            flow.update { $0.token = token }
            navigator.flush()
        }
        // The covered screen `a` keeps the state that showed it, which holds the token, for back.
        flow.update {
            $0.screen = 1
            $0.token = nil
        }
        navigator.flush()
        #expect(navigator.canGoBack)
        #expect(released != nil)
        // Going back by a state change uncovers `a`: what it kept is let go of.
        flow.update { $0.screen = 0 }
        navigator.flush()
        #expect("\(navigator.path)" == "Flip > a")
        #expect(released == nil)
    }
}
