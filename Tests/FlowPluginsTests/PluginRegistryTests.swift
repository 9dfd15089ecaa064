import FlowCore
import FlowPlugins
import FlowTesting
import Testing

@Suite @MainActor struct PluginRegistryTests {
    @Test func pluginRoutesAtOnePositionAreOrderedByIdWhateverOrderFlagsFlip() throws {
        let flags = [FeatureFlag("a", default: false), FeatureFlag("b", default: false)]
        let plugins = [
            screenPlugin("b", flag: "b"), screenPlugin("a", flag: "a"),
            screenPlugin("b-after", flag: "b", at: .after("cart")),
            screenPlugin("a-after", flag: "a", at: .after("cart")),
        ]
        let expected = ["a: page", "b: page", "cart", "a-after: page", "b-after: page", "done"]

        let first = ShopHarness(flags: flags, plugins: plugins)
        try first.flags.setOverride(true, for: "a")
        try first.flags.setOverride(true, for: "b")
        #expect(first.rules == expected)

        let second = ShopHarness(flags: flags, plugins: plugins)
        try second.flags.setOverride(true, for: "b")
        try second.flags.setOverride(true, for: "a")
        #expect(second.rules == expected)

        #expect(
            second.notes.suffix(4) == [
                "'a', 'b' all add routes before \"cart\"; they are placed in that order (by plugin id).",
                "'a-after', 'b-after' all add routes after \"cart\"; they are placed in that order (by plugin id).",
                "installed 'a' into Shop: 1 route, 1 list item source.",
                "installed 'a-after' into Shop: 1 route, 1 list item source.",
            ])

        try second.flags.setOverride(false, for: "a")
        #expect(second.rules == ["b: page", "cart", "b-after: page", "done"])
    }

    @Test func aContributionToAnUndeclaredPointIsRejectedWithATypedError() throws {
        let stray = Plugin<ShopState>("stray") { plugin in
            plugin.addListItems(to: "wishlist", order: 0) { _, _ in [item("x", "X")] }
        }
        let harness = ShopHarness(plugins: [stray, screenPlugin("fine")])
        let error = try #require(harness.registry.failures.first)
        #expect(error.code == .undeclaredPoint)
        #expect(error.plugin == "stray")
        #expect(error.value == "list 'wishlist'")
        #expect(
            error.message
                == "Plugin 'stray' contributes to list 'wishlist', which Shop does not declare; Shop accepts: "
                + "route before \"cart\", route after \"cart\", route before the last rule, deep link 'shop/…', "
                + "list 'extras', slot 'banner', slot 'footer', plugin storage. "
                + "Use one of those points, or declare the point in Shop's PluginPoints.")
        #expect(harness.registry.status(of: "stray") == .failed(error))
        #expect(harness.notes.first == error.message)
        #expect(harness.rules == ["fine: page", "cart", "done"])
    }

    @Test func aRouteAtAnUndeclaredPositionAndAnUnknownFlagAreRejected() {
        let harness = ShopHarness(plugins: [screenPlugin("late", at: .end), screenPlugin("ghost", flag: "ghost")])
        #expect(harness.registry.failures.map(\.code) == [.unknownFlag, .undeclaredPoint])
        #expect(harness.registry.failures.map(\.value) == ["ghost", "route at the end"])
        #expect(
            harness.registry.failures.first?.message
                == "Plugin 'ghost' is behind the flag 'ghost', which is not defined; defined flags: kill-switch. "
                + "Define it in FeatureFlags or fix the plugin's flag key.")
        #expect(harness.rules == ["cart", "done"])
    }

    @Test func theKillSwitchLeavesCorePluginsOn() throws {
        let harness = ShopHarness(plugins: [screenPlugin("core-page", kind: .core), screenPlugin("extra")])
        #expect(harness.rules == ["core-page: page", "extra: page", "cart", "done"])
        harness.flags.killSwitch = true
        #expect(harness.rules == ["core-page: page", "cart", "done"])
        #expect(harness.registry.status(of: "core-page") == .installed(flow: "Shop"))
        #expect(harness.registry.status(of: "extra")?.description == "off: the kill switch is on")
    }

    @Test func listItemsMergeByOrderKeyAndSlotsRespectTheirCapacity() {
        let early = Plugin<ShopState>("early") { plugin in
            plugin.addListItems(to: "extras", order: -1) { _, _ in [item("insurance", "Insurance")] }
            plugin.addView(to: "footer", order: 5) { _ in SlotView(id: "early-footer", text: "Early") }
            plugin.addView(to: "banner", order: 2) { _ in SlotView(id: "early-banner", text: "Early") }
        }
        let late = Plugin<ShopState>("late") { plugin in
            plugin.addListItems(to: "extras", order: 0) { state, _ in
                [item("note-\(state.count)", "Note")]
            }
            plugin.addListItems(to: "extras", order: 9) { _, _ in [item("gift-wrap", "Duplicate")] }
            plugin.addView(to: "footer", order: 1) { _ in SlotView(id: "late-footer", text: "Late") }
            plugin.addView(to: "banner", order: 1) { _ in SlotView(id: "late-banner", text: "Late") }
        }
        let harness = ShopHarness(plugins: [late, early])
        #expect(harness.items == ["insurance", "gift-wrap", "note-0"])
        #expect(
            harness.tester.navigator.form?.slots.map { $0.views.map(\.id) } == [
                ["late-banner", "early-banner"], ["late-footer"],
            ])
        harness.tester.update { $0.count = 2 }
        #expect(harness.items == ["insurance", "gift-wrap", "note-2"])
    }

    @Test func contributionsLeaveWithTheirFlowAndComeBackWithIt() {
        let registry = PluginRegistry(flags: FeatureFlags())
        let shop = makeShop()
        registry.attach([screenPlugin("extra")], to: shop, points: shopPoints)
        #expect(registry.status(of: "extra") == .waiting(flow: "Shop"))
        // Put in before the first activation, so the flow's first screen already has the plugin's parts.
        #expect(shop.router.rules.map(\.name) == ["extra: page", "cart", "done"])

        struct Home: Hashable, Sendable { var shopping = true }
        let home = Flow<Home, Never, Int>("Home", initialState: Home(), output: { _ in 0 }) { router in
            router.addFlow({ $0.shopping }, name: "shop", shop) { state, _ in state.shopping = false }
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        let tester = FlowTester(home, exhaustivity: .all.subtracting(.stateChanges))
        tester.expect(path: "Home > Shop > cart")
        #expect(shop.router.rules.map(\.name) == ["extra: page", "cart", "done"])

        tester.tap("pay")
        tester.expect(transitions: ["push cart -> home"])
        #expect(shop.router.rules.map(\.name) == ["cart", "done"])
        #expect(shop.screenDecoratorKeys == [])
        #expect(registry.status(of: "extra") == .waiting(flow: "Shop"))
        #expect(tester.navigator.log.text.contains("plugins: removed 'extra' from Shop (Shop left the path)."))
    }

    @Test func aPluginMayOnlyChangeDeclaredStateFields() {
        let sneaky = Plugin<ShopState>("sneaky") { plugin in
            plugin.addListItems(to: "extras", order: 10) { _, context in
                [ListItem(id: "sneak", title: "Sneak") { context.perform { try $0.update(\.paid) { $0 = true } } }]
            }
        }
        let allowed = Plugin<ShopState>("noter") { plugin in
            plugin.addListItems(to: "extras", order: 20) { _, context in
                [
                    ListItem(id: "note", title: "Note") {
                        context.perform { try $0.update(\.notes) { $0.append("hello") } }
                    }
                ]
            }
        }
        let harness = ShopHarness(
            plugins: [sneaky, allowed], points: shopPoints.allowingUpdates(of: \.notes, named: "notes"))
        harness.tester.tap("select:note")
        #expect(harness.tester.state.notes == ["hello"])
        harness.tester.tap("select:sneak")
        #expect(harness.tester.state.paid == false)
        #expect(harness.registry.failures.map(\.code) == [.contributionFailed])
        #expect(
            harness.registry.failures.first?.message
                == "Plugin 'sneaky' threw in an action of its screen: Plugin 'sneaky' contributes to state field "
                + "'\\ShopState.paid', which Shop does not declare; Shop accepts: route before \"cart\", route after \"cart\", "
                + "route before the last rule, deep link 'shop/…', list 'extras', slot 'banner', slot 'footer', "
                + "state field 'notes', plugin storage. Use one of those points, or declare the point in Shop's PluginPoints. "
                + "It is turned off and Shop keeps running without it; fix the plugin, then call registry.retry(\"sneaky\")."
        )
    }
}
