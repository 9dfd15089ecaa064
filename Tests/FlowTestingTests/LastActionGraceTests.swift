import FlowCore
import FlowTesting
import Testing

/// An effect that sends its last action is still running for a moment after the test received it
/// (it returns on its own thread); a test that ends right after the receive must not fail for it.
@Suite(.timeLimit(.minutes(1))) @MainActor struct LastActionGraceTests {
    enum Action: Hashable, Sendable {
        case load
        case loaded
    }

    func makeLoader() -> Flow<Bool, Action, Void> {
        Flow(
            "Loader", initialState: false, output: { _ in },
            reducer: { loaded, action in
                switch action {
                case .load:
                    return .run { send in
                        await send(.loaded)
                        // Work after the last action (closing a connection): the effect ends a moment later.
                        for _ in 0..<5 { await Task.yield() }
                    }
                case .loaded:
                    loaded = true
                    return .none
                }
            }
        ) { router in
            router.addScreen({ _ in true }, name: "loader") { _, _ in FormScreen(id: "loader", title: "") }
        }
    }

    @Test func aTestEndingRightAfterTheLastReceiveStillPasses() async {
        await withFlowTester(makeLoader()) { tester in
            tester.send(.load)
            await tester.receive(.loaded) { $0 = true }
        }
    }
}
