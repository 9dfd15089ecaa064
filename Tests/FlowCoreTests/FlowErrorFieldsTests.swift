import FlowCore
import Testing

/// A routing error names, besides its sentence, the flow, the rule and the state involved, so an app's error
/// reporting can group by them; its code reads as the stable text the documentation lists.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowErrorFieldsTests {
    func fields(_ error: FlowError?) -> [String?] {
        [error?.code.description, error?.flow, error?.rule, error?.state]
    }

    @Test func aFlowRoutingIntoItselfNamesItsRuleAndState() {
        final class Holder { weak var flow: Flow<Int, Never, Void>? }
        let holder = Holder()
        let flow = Flow<Int, Never, Void>("Loop", initialState: 0) { router in
            router.addFlow({ $0 == 1 }, name: "again", holder.flow!)
            router.addScreen({ _ in true }, name: "start") { _, _ in FormScreen(id: "start", title: "Start") }
        }
        holder.flow = flow
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        flow.update { $0 = 1 }
        navigator.flush()
        #expect(fields(navigator.log.errors.last) == ["routes-into-itself", "Loop", "again", "1"])
    }

    @Test func aPathTooDeepNamesTheFlowRuleAndStateWhereItGrewPastTheLimit() {
        func nested() -> Flow<Int, Never, Void> {
            Flow("Nested", initialState: 0) { router in router.addFlow({ _ in true }, name: "deeper", nested()) }
        }
        let navigator = Navigator(root: nested(), limits: NavigatorLimits(maximumDepth: 4))
        navigator.stateLogging = .described
        navigator.start()
        #expect(fields(navigator.log.errors.last) == ["path-too-deep", "Nested", "deeper", "0"])
    }

    @Test func childrenThatKeepFinishingNameTheParentAndItsRule() {
        let parent = Flow<Int, Never, Void>("Parent", initialState: 5) { router in
            router.addFlow(
                { _ in true }, name: "instant",
                Flow<Int, Never, Void>("Instant", initialState: 0) { router in
                    router.addFinish({ _ in true }, name: "done")
                })
        }
        let navigator = Navigator(root: parent, limits: NavigatorLimits(maximumFinishesPerUpdate: 2))
        navigator.stateLogging = .described
        navigator.start()
        #expect(fields(navigator.log.errors.last) == ["did-not-settle", "Parent", "instant", "5"])
        #expect(
            navigator.log.errors.last?.description.hasPrefix(
                "error[did-not-settle]: Flow 'Parent' kept finishing: 2 flows") == true)
    }

    @Test func aStateNoRuleHoldsForNamesNoRule() {
        let flow = Flow<Int, Never, Void>("Picky", initialState: 3) { router in
            router.addScreen({ $0 == 0 }, name: "zero") { _, _ in FormScreen(id: "zero", title: "Zero") }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        #expect(fields(navigator.log.errors.last) == ["no-matching-rule", "Picky", nil, "<omitted>"])
    }
}
