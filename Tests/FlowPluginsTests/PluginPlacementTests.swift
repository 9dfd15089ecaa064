import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// Placement problems are results: a failed status with a typed error, and conflicts that say so.
@Suite @MainActor struct PluginPlacementTests {
    static func page(
        _ id: String, at position: RoutePosition, when condition: @escaping (ShopState) -> Bool = { _ in false }
    )
        -> Plugin<ShopState>
    {
        Plugin(id) { plugin in
            plugin.addRoute("page", at: position, when: condition) { _, _ in FormScreen(id: ScreenID(id), title: id) }
        }
    }

    @Test func aRouteAtADeclaredPositionTheFlowLacksFailsThePluginAndIsReported() throws {
        var points = shopPoints
        points.routes.append(.before("checkout"))
        let harness = ShopHarness(plugins: [Self.page("lost", at: .before("checkout"))], points: points)
        let message =
            "Plugin 'lost' adds the route \"page\" before \"checkout\", but Shop has no such rule; its rules are \"cart\", "
            + "\"done\". Give Shop the rule it declares as a plugin point, or place the route elsewhere."
        #expect(harness.registry.status(of: "lost") == .failed(try #require(harness.registry.failures.first)))
        #expect(harness.registry.failures.map(\.code) == [.unplaceableRoute])
        #expect(harness.registry.failures.map(\.message) == [message])
        #expect(harness.rules == ["cart", "done"])
        let conflicts = harness.registry.conflicts(in: harness.tester.flow, exploring: [ShopState()])
        #expect(conflicts.map(\.kind) == [.unplaceableRoute])
        #expect(conflicts.map(\.plugins) == [["lost"]])
        #expect(conflicts.map(\.message) == [message])
    }

    /// The plugin is off, but the flow's graph still shows the route it meant to add, so its author sees what was refused.
    @Test func theGraphStillShowsTheRouteOfAPluginRefusedForItsPlacement() {
        var points = shopPoints
        points.routes.append(.before("checkout"))
        let harness = ShopHarness(plugins: [Self.page("lost", at: .before("checkout"))], points: points)
        #expect(harness.registry.failures.map(\.code) == [.unplaceableRoute])
        #expect(
            FlowGraph(harness.tester.flow).nodes[0].plugins == [
                PluginContribution(
                    plugin: "lost", gate: "always on", rule: "lost: page", kind: .screen, position: .before("checkout"))
            ])
        harness.tester.finish()
    }

    @Test func aPositionNamingDuplicateRulesIsRefusedAndTheDuplicatesReported() {
        let twins = ShopFlow("Twins", initialState: ShopState(), output: { $0.count }, reducer: { _, _ in .none }) {
            router in
            router.addScreen({ $0.count == 0 }, name: "page") { _, _ in FormScreen(id: "zero", title: "Zero") }
            router.addScreen({ _ in true }, name: "page") { _, _ in FormScreen(id: "more", title: "More") }
        }
        let registry = PluginRegistry(flags: FeatureFlags([]))
        registry.attach(
            [Self.page("sneaky", at: .before("page"))], to: twins, points: PluginPoints(routes: [.before("page")]))
        #expect(registry.failures.map(\.code) == [.ambiguousPosition])
        #expect(
            registry.failures.first?.message
                == "Plugin 'sneaky' adds the route \"page\" before \"page\", but 2 of Twins's rules have that name, so the "
                + "position is ambiguous. Give Twins's rules distinct names.")
        let conflicts = registry.conflicts(in: twins, exploring: [ShopState()])
        #expect(conflicts.map(\.kind) == [.duplicateRuleName, .unplaceableRoute])
        #expect(
            conflicts.first?.message
                == "Twins has more than one rule named \"page\", so plugin positions that name it are ambiguous and plugins "
                + "placed there are turned down. Give Twins's rules distinct names.")
    }

    @Test func twoRoutesWithOneNameInAPluginAreRefused() {
        let doubled = Plugin<ShopState>("doubled") { plugin in
            plugin.addRoute("page", at: .before("cart"), when: { _ in false }) { _, _ in FormScreen(id: "a", title: "A")
            }
            plugin.addRoute("page", at: .after("cart"), when: { _ in false }) { _, _ in FormScreen(id: "b", title: "B")
            }
        }
        let harness = ShopHarness(plugins: [doubled])
        #expect(harness.registry.failures.map(\.code) == [.duplicateRouteName])
        #expect(harness.rules == ["cart", "done"])
    }

    @Test func aPluginRouteTheFlowsOwnRuleAlwaysWinsOverIsReported() {
        let late = Self.page("late", at: .after("cart")) { $0.count > 0 }
        let harness = ShopHarness(plugins: [late])
        let conflicts = harness.registry.conflicts(
            in: harness.tester.flow, exploring: [ShopState(count: 1), ShopState(count: 2), ShopState(count: 0)])
        #expect(conflicts.map(\.kind) == [.shadowedByFlowRule])
        #expect(
            conflicts.map(\.message) == [
                "Route \"late: page\" of plugin 'late' can never be reached: Shop's own rule \"cart\" comes first and holds "
                    + "in all 2 explored states where it holds. Place the route before \"cart\" or narrow \"cart\"'s condition."
            ])
        let paid = harness.registry.conflicts(in: harness.tester.flow, exploring: [ShopState(count: 1, paid: true)])
        #expect(paid == [])
    }

    /// From issue #12: inserting at the current rule's index shifts the rule; its child flow and state stay.
    @Test func aRouteInsertedAtTheCurrentRulesIndexKeepsTheChildFlowInFrontOfIt() throws {
        struct Home: Hashable, Sendable { var shopping = true }
        let flags = FeatureFlags([FeatureFlag("extra", default: false)])
        let registry = PluginRegistry(flags: flags)
        let shop = makeShop()
        let home = Flow<Home, Never, Void>("Home", initialState: Home()) { router in
            router.addFlow({ $0.shopping }, name: "shop", shop) { state, _ in state.shopping = false }
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        registry.attach(
            [Self.page("extra", at: .before("shop"))].map { plugin in
                Plugin<Home>(plugin.id, flag: "extra") { contributions in
                    contributions.addRoute("page", at: .before("shop"), when: { _ in false }) { _, _ in
                        FormScreen(id: "extra", title: "Extra")
                    }
                }
            }, to: home, points: PluginPoints(routes: [.before("shop")]))
        let tester = FlowTester(home, exhaustivity: .all.subtracting(.stateChanges))
        tester.expect(path: "Home > Shop > cart")
        shop.update { $0.count = 4 }
        tester.navigator.flush()

        try flags.setOverride(true, for: "extra")
        tester.expect(transitions: [])
        #expect(home.router.rules.map(\.name) == ["extra: page", "shop", "home"])
        tester.expect(path: "Home > Shop > cart")
        #expect(tester.navigator.activeFlows.compactMap { $0.flow(as: ShopFlow.self) }.first === shop)
        #expect(shop.state.count == 4)
    }
}
