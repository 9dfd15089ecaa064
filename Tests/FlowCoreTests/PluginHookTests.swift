import FlowCore
import Testing

@Suite @MainActor struct PluginHookTests {
    @Test func aFlowKnowsItsNavigatorOnceItIsOnAPath() {
        let flow = Flow("Hooked", initialState: 0) { router in
            router.addRoute({ _ in true }, Screen(id: "only", title: "Only"), name: "only")
        }
        #expect(flow.navigator == nil)
        let navigator = Navigator(root: flow)
        navigator.start()
        #expect(flow.navigator === navigator)
    }
}
