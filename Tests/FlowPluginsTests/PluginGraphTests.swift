import FlowCore
import FlowPlugins
import Testing

/// The static graph shows what plugins contribute with the flag that gates it, whatever the flags are now.
@Suite @MainActor struct PluginGraphTests {
    private func graph(flagOn: Bool) throws -> FlowGraph {
        let flags = FeatureFlags([FeatureFlag("promo", default: false, summary: "A promo page")])
        try flags.setOverride(flagOn, for: "promo")
        let registry = PluginRegistry(flags: flags)
        let shop = makeShop()
        registry.attach([screenPlugin("promo", flag: "promo"), screenPlugin("help")], to: shop, points: shopPoints)
        return FlowGraph(shop)
    }

    @Test(arguments: [false, true])
    func pluginRoutesAreShownWithTheirFlagWhetherItIsOnOrOff(flagOn: Bool) throws {
        let graph = try graph(flagOn: flagOn)
        #expect(graph.nodes[0].rules.map(\.rule.name) == ["cart", "done"])
        #expect(
            graph.nodes[0].plugins == [
                PluginContribution(
                    plugin: "help", gate: "always on", rule: "help: page", kind: .screen, position: .before("cart")),
                PluginContribution(
                    plugin: "promo", gate: "flag 'promo'", rule: "promo: page", kind: .screen, position: .before("cart")
                ),
            ])
        #expect(
            graph.text == """
                Shop
                ├─ "cart" (Fixtures.swift:36) screen
                ├─ "done" (Fixtures.swift:42) finish
                ├─ "help: page" screen before "cart" (plugin 'help', always on)
                └─ "promo: page" screen before "cart" (plugin 'promo', flag 'promo')
                """)
        #expect(graph.dot.contains(#"f0p1 [label="promo: page", shape=box, style=dashed];"#))
        #expect(graph.dot.contains(#"f0 -> f0p1 [label="plugin 'promo', flag 'promo'", style=dashed];"#))
        #expect(graph.mermaid.contains(#"f0p1["promo: page"]"#))
        #expect(graph.mermaid.contains(#"f0 -.->|"plugin 'promo', flag 'promo'"| f0p1"#))
    }
}
