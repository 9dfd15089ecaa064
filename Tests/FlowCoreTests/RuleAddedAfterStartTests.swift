import FlowCore
import Testing

/// A flow's rules are fixed once it is on a path: adding one then is a programmer error that stops with
/// its sentence, while a flow that was built but never shown still takes rules.
@Suite struct RuleAddedAfterStartTests {
    @Test func addingARuleToAStartedFlowStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let flow = Flow<Int, Never, Void>("Counter", initialState: 0) { router in
                    router.addScreen({ _ in true }, name: "count") { _, _ in FormScreen(id: "count", title: "") }
                }
                let navigator = Navigator(root: flow)
                navigator.start()
                flow.router.addFinish({ $0 > 9 }, name: "done")
            }
        }
        let message = standardError(of: result)
        #expect(
            message.contains(
                "A rule was added after its flow started; add rules while building the flow, or use insertScreen for plugins."
            ), "stderr: \(message)")
    }

    @MainActor @Test func aFlowNotYetShownTakesRules() {
        let flow = Flow<Int, Never, Void>("Counter", initialState: 10) { router in
            router.addScreen({ $0 < 10 }, name: "count") { _, _ in FormScreen(id: "count", title: "") }
        }
        flow.router.addScreen({ _ in true }, name: "many") { _, _ in FormScreen(id: "many", title: "") }
        let navigator = Navigator(root: flow)
        navigator.start()
        #expect(navigator.path.description == "Counter > many")
    }
}
