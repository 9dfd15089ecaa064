import FlowCore
import Testing

/// A flow instance that finished hands its output on once: routing it again is a programmer error, never a stale output.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FinishedFlowTests {
    @Test func aChildBuiltInsideItsRuleIsNewEachTimeTheRuleBecomesCurrent() {
        var outputs: [Int] = []
        let root = Flow<Int, Never, Void>("Root", initialState: 0) { router in
            router.addFlow(
                { $0 < 2 }, name: "sign up",
                Flow<Int, Never, Int>("SignUp", initialState: 7, output: { $0 }) {
                    $0.addFinish({ _ in true }, name: "done")
                }
            ) { state, output in
                outputs.append(output)
                state += 1
            }
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let navigator = Navigator(root: root)
        navigator.start()
        #expect(outputs == [7, 7])
        #expect(navigator.path.description == "Root > home")
    }

    @Test func routingAFlowThatAlreadyFinishedIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                // Built once and captured: the second time the rule holds, the finished instance comes back.
                let signUp = Flow<Int, Never, Int>("SignUp", initialState: 7, output: { $0 }) {
                    $0.addFinish({ _ in true }, name: "done")
                }
                let root = Flow<Int, Never, Void>("Root", initialState: 0) { router in
                    router.addFlow({ $0 < 2 }, name: "sign up", signUp) { state, _ in state += 1 }
                    router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
                }
                Navigator(root: root).start()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Rule \"sign up\" of flow 'Root' routed to flow 'SignUp', which already finished and handed its output on; build the child inside the rule (`router.addFlow(condition, MyFlow.make()) { … }`) so the rule gets a new flow each time it becomes current."
            ), "stderr: \(message)")
    }
}
