import FlowCore
import Testing

/// A plugin's route reads the plugin's own storage, which the flow's state space and actions do not set:
/// verification reports it only when the flow's rules always win over it, never as unselected or unreachable.
@Suite @MainActor struct PluginRouteVerificationTests {
    func checkoutWithPromo() -> Flow<CheckoutState, CheckoutAction, Bool> {
        let flow = makeCheckoutFlow()
        flow.router.insertScreen({ $0.items > 99 }, name: "bulk promo", source: "PromoPlugin", at: .before("pay")) {
            _ in FormScreen(id: "promo", title: "Promo")
        }
        return flow
    }

    static let space = VerificationTests.space.varying(\.address, over: [nil, "1 Main St"])

    @Test func aPluginRouteThatHoldsInNoStateOfTheSpaceIsNotReported() throws {
        let report = try verify(checkoutWithPromo(), over: Self.space)
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test func aPluginRouteNoActionReachesIsNotReported() throws {
        let report = try verify(checkoutWithPromo(), over: Self.space, actions: [.add, .pay])
        #expect(!report.findings.contains { $0.rule == "bulk promo" }, "\(report)")
        #expect(report.findings.contains { $0.kind == .unreachableScreen || $0.kind == .unreachableRule })
    }
}
