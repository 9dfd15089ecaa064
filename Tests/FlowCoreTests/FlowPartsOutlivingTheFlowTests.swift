import FlowCore
import Testing

/// A flow's router and store are public, so code may keep them (a plugin keeps the router to
/// add its rules later); once the flow is gone, using them must not reach the released flow.
@Suite(.timeLimit(.minutes(1))) struct FlowPartsOutlivingTheFlowTests {
    @Test func aRouterKeptAfterItsFlowIsReleasedTakesNewRulesSafely() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let router = partOfAReleasedCheckout(\.router)
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
                let store = partOfAReleasedCheckout(\.store)
                store.send(.add)
                precondition(store.state.items == 1)
            }
        }
    }
}

/// A part of a checkout flow that is released once the part is taken; stops the process if the flow stays alive.
@MainActor func partOfAReleasedCheckout<Part>(_ part: KeyPath<Flow<CheckoutState, CheckoutAction, Bool>, Part>) -> Part
{
    var flow: Flow<CheckoutState, CheckoutAction, Bool>? = makeCheckoutFlow()
    let taken = flow![keyPath: part]
    weak let released = flow
    flow = nil
    precondition(released == nil, "the flow is released")
    return taken
}
