import FlowCore
import Testing

/// A child flow that finishes in the very routing that brings it in is never shown: it is not
/// activated, and so not deactivated either.
@Suite @MainActor struct InstantChildLifecycleTests {
    /// A child that finishes at once with `7`.
    func makeInstant() -> Flow<Int, Never, Int> {
        Flow<Int, Never, Int>("Instant", initialState: 7, output: { $0 }) { router in
            router.addFinish({ _ in true }, name: "at once")
        }
    }

    /// A root on `start` until sent `1`; its child's output takes it to `done`.
    func makeRoot() -> Flow<Int, Int, Void> {
        Flow(
            "Order", initialState: 0, output: { _ in },
            reducer: { state, new in
                state = new
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "start") { _, _ in FormScreen(id: "start", title: "Start") }
            router.addFlow({ $0 == 1 }, name: "instant", makeInstant()) { state, output in state = output }
            router.addScreen({ _ in true }, name: "done") { _, _ in FormScreen(id: "done", title: "Done") }
        }
    }

    func lifecycle(_ navigator: Navigator) -> [String] {
        navigator.log.events.compactMap { event -> String? in
            switch event.kind {
            case .activated, .deactivated, .finished:
                event.description.split(separator: " ", maxSplits: 1).last.map(String.init)
            default: nil
            }
        }
    }

    @Test func aChildThatFinishesAsItComesInIsNeitherActivatedNorDeactivated() {
        let order = makeRoot()
        let navigator = Navigator(root: order)
        navigator.stateLogging = .described
        navigator.start()
        order.send(1)
        navigator.flush()
        #expect(navigator.path.description == "Order > done")
        #expect(order.state == 7)
        #expect(lifecycle(navigator) == ["activate Order", "finish Instant with 7"])
    }
}
