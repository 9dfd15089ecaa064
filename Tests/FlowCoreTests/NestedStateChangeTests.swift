import FlowCore
import Testing

/// Changing a flow's state from inside a change of the same state is a programmer error that
/// stops the process with a sentence naming the store, rather than a change half applied.
@Suite(.timeLimit(.minutes(1))) struct NestedStateChangeTests {
    @Test func anUpdateInsideAnUpdateOfTheSameFlowStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let counter = Flow<Int, Never, Void>("Counter", initialState: 0) { router in
                    router.addScreen({ _ in true }, name: "count") { _, _ in FormScreen(id: "count", title: "Count") }
                }
                counter.update { count in
                    count += 1
                    counter.update { $0 += 1 }
                }
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Store<Int, Never>: the state was changed while a change was under way"),
            "stderr: \(message)")
    }
}
