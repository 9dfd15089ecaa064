import FlowCore
import Testing

@Suite(.timeLimit(.minutes(5))) @MainActor struct HostContractTests {
    /// 10,000 seeded walks over random trees: a host applying the updates always shows the navigator's leaf.
    @Test(arguments: 0..<10)
    func randomWalksKeepAHostInStep(batch: UInt64) async {
        for seed in (batch * 1_000)..<((batch + 1) * 1_000) {
            // Other tests share the main actor: let their effects and waits run between walks.
            await Task.yield()
            let walk = RandomWalk(seed: seed, length: 25)
            guard let divergence = walk.divergence(running: walk.steps) else { continue }
            let steps = walk.shortestReproduction().map(\.description).joined(separator: ", ")
            Issue.record(
                "Seed \(seed) diverged at step \(divergence.step): \(divergence.reason) Shortest reproduction: [\(steps)]"
            )
            return
        }
    }

    @Test func aStateChangeToAScreenStillOnTheStackPopsBackToIt() {
        let flow = makeCheckoutFlow()
        let (navigator, host) = ModelHost.start(flow)
        flow.send(.add)
        navigator.flush()
        flow.update { $0.items = 0 }
        navigator.flush()
        #expect(host.model == HostModel(layers: [["cart"]]))
    }

    @Test func aMultiLevelBackIsOneOperation() throws {
        let flow = makeCheckoutFlow()
        let (navigator, host) = ModelHost.start(flow)
        flow.send(.add)
        navigator.flush()
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
        #expect(host.model == HostModel(layers: [["cart", "street", "pay"]]))
        var last: NavigationUpdate?
        let observation = navigator.observe { last = $0 }
        #expect(navigator.back(count: 2))
        #expect(last?.transitions.map(\.description) == ["pop 2 pay -> cart"])
        #expect(host.model == HostModel(layers: [["cart"]]))
        observation.cancel()
    }

    @Test func aModalOverAPushStackIsItsOwnLayerAndClosingItUncoversTheStack() {
        let flow = makeCheckoutFlow()
        let (navigator, host) = ModelHost.start(flow)
        flow.send(.add)
        navigator.flush()
        flow.send(.help)
        navigator.flush()
        #expect(host.model == HostModel(layers: [["cart", "street"], ["help"]]))
        flow.send(.closeHelp)
        navigator.flush()
        #expect(host.model == HostModel(layers: [["cart", "street"]]))
        #expect(host.failure == nil)
    }

    /// A deep link resumed after sign-in: in one update the base changes and a flow is presented over it.
    @Test func aFlowPresentedWhileTheBaseChangesGetsItsOwnLayerOverTheCaughtUpBase() {
        let flow = makeCheckoutFlow()
        let (navigator, host) = ModelHost.start(flow)
        var last: NavigationUpdate?
        let observation = navigator.observe { last = $0 }
        flow.send(.add)
        let overlay = Flow<Int, Never, Void>("Overlay", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "page") { _, _ in FormScreen(id: "page", title: "Page") }
        }
        navigator.present(overlay)
        #expect(last?.transitions.map(\.description) == ["push cart -> street", "present street -> page"])
        #expect(last?.screens.map(\.screenID) == ["cart", "street", "page"])
        #expect(host.model == HostModel(layers: [["cart", "street"], ["page"]]))
        #expect(host.failure == nil)
        observation.cancel()
    }

    @Test func backAfterTheRootFinishedDoesNothing() {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.start()
        flow.update { $0 = CheckoutState(items: 1, address: "x", paid: true) }
        navigator.flush()
        #expect(navigator.path.description == "")
        #expect(navigator.rootOutput(as: Bool.self) == true)
        #expect(navigator.rootOutput(as: Int.self) == nil)
        #expect(!navigator.back())
        #expect(flow.state.paid)
        #expect(
            navigator.log.events.last?.description
                == "#\(navigator.log.count) back: back from '' is not possible: nothing is shown; the path stays ."
        )
    }

    @Test func aTransitionThatDoesNotFitTheModelIsATypedError() {
        var model = HostModel(layers: [["a"]])
        #expect(throws: HostModelError.self) {
            try model.apply(Transition(.pop, from: "a", to: nil, cause: .back))
        }
        do {
            try model.apply(Transition(.push, from: "b", to: "c", cause: .back))
        } catch {
            #expect(
                error.description
                    == "The transition 'push b -> c' does not fit the host model [a]: its 'from' is not the top screen. Apply every transition of every update, in order."
            )
        }
        #expect(model == HostModel(layers: [["a"]]))
    }
}
