import FlowCore
import Testing

/// A flow's router and store are public, so code may keep them (a plugin keeps the router to
/// add its rules later); once the flow is gone, using them must not reach the released flow.
@Suite(.timeLimit(.minutes(1))) struct FlowPartsOutlivingTheFlowTests {
    @Test func aRouterKeptAfterItsFlowIsReleasedTakesNewRulesSafely() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                var flow: Flow<CheckoutState, CheckoutAction, Bool>? = makeCheckoutFlow()
                let router = flow!.router
                weak let released = flow
                flow = nil
                precondition(released == nil, "the flow is released")
                router.insertScreen({ _ in true }, name: "late", source: "test", at: .end) { _ in
                    FormScreen(id: "late", title: "Late")
                }
                precondition(router.rules.map(\.name).last == "late")
            }
        }
    }

    @Test func aStoreKeptAfterItsFlowIsReleasedStillReduces() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                var flow: Flow<CheckoutState, CheckoutAction, Bool>? = makeCheckoutFlow()
                let store = flow!.store
                weak let released = flow
                flow = nil
                precondition(released == nil, "the flow is released")
                store.send(.add)
                precondition(store.state.items == 1)
            }
        }
    }
}
