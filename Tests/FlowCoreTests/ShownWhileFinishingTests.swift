import FlowCore
import Testing

/// What a finishing flow's handler reads from the navigator: the path the host still shows, not
/// the one being routed.
@Suite @MainActor struct ShownWhileFinishingTests {
    @Test func anOnFinishHandlerSeesTheScreenAndFlowsStillShown() throws {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        var seen: [String] = []
        navigator.present(makeAddressFlow()) { street in
            seen.append(street ?? "none")
            seen.append(navigator.screen?.screenID.rawValue ?? "no screen")
            seen.append(navigator.activeFlows.map(\.name).joined(separator: ","))
            seen.append("\(navigator.runningEffectCount)")
        }
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
        #expect(seen == ["1 Main St", "street", "Checkout,Address", "0"])
        #expect(navigator.screen?.screenID == "cart")
        #expect(navigator.activeFlows.map(\.name) == ["Checkout"])
    }
}
