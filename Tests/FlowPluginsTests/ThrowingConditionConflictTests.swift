import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// The conflict report explores route conditions without running the flow: a condition that throws
/// counts as not holding, so it shadows nothing and is shadowed by nothing.
@Suite @MainActor struct ThrowingConditionConflictTests {
    struct Broken: Error {}

    /// A plugin with one route before the cart, shown once the count is above zero (or throwing then);
    /// plugins at one position go in id order.
    func page(_ id: String, throwing: Bool, at position: RoutePosition = .before("cart")) -> Plugin<ShopState> {
        Plugin(id) { plugin in
            plugin.addRoute(
                "page", at: position,
                when: { state in
                    // Only in the explored state: a route that throws while the flow runs turns its plugin off.
                    if throwing && state.count > 0 { throw Broken() }
                    return state.count > 0
                }
            ) { _, _ in FormScreen(id: ScreenID(id), title: id) }
        }
    }

    func conflicts(_ plugins: [Plugin<ShopState>]) -> [String] {
        let harness = ShopHarness(plugins: plugins)
        return harness.registry.conflicts(in: harness.tester.flow, exploring: [ShopState(count: 1)]).map(\.message)
    }

    static let samePosition =
        "Plugins 'early' and 'late' both add routes before \"cart\"; 'early' goes first because plugins at one "
        + "position are ordered by id. Move one to another position if the order matters."

    @Test func anEarlierRouteWhoseConditionThrowsShadowsNothing() {
        #expect(conflicts([page("early", throwing: true), page("late", throwing: false)]) == [Self.samePosition])
    }

    @Test func aLaterRouteWhoseConditionThrowsIsNotReportedAsShadowed() {
        #expect(conflicts([page("early", throwing: false), page("late", throwing: true)]) == [Self.samePosition])
    }

    @Test func twoRoutesThatHoldTogetherAreReported() {
        #expect(
            conflicts([page("early", throwing: false), page("late", throwing: false)]) == [
                Self.samePosition,
                "Route \"late: page\" of plugin 'late' can never be reached: route \"early: page\" of plugin 'early' comes "
                    + "first and holds in the 1 explored state where it holds. Narrow one of the conditions or move one "
                    + "route to another position.",
            ])
    }

    /// The flow's own rule `cart` holds in the explored state, but a throwing route after it is not called shadowed.
    @Test func aRouteAfterTheFlowsRuleWhoseConditionThrowsIsNotReportedAsShadowed() {
        #expect(conflicts([page("late", throwing: true, at: .after("cart"))]) == [])
        #expect(
            conflicts([page("late", throwing: false, at: .after("cart"))]).map { $0.hasPrefix("Route \"late: page\"") }
                == [true])
    }
}
