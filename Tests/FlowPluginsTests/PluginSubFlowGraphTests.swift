import FlowCore
import FlowPlugins
import Testing

/// The static graph shows a plugin's sub-flow next to its screens, each with the flag that gates it.
@Suite @MainActor struct PluginSubFlowGraphTests {
    @Test func aPluginsSubFlowIsShownAsAFlowWithItsPositionAndFlag() throws {
        let flags = FeatureFlags([FeatureFlag("picker", default: false, summary: "A number picker")])
        let picker = Plugin<ShopState>("picker", flag: "picker") { plugin in
            plugin.addRoute("intro", at: .after("cart"), when: { _ in false }) { _, _ in
                FormScreen(id: "intro", title: "Intro")
            }
            plugin.addFlow("pick", at: .before("cart"), handingBackTo: PluginSubFlowTests.extraCount) { _, _ in
                PluginSubFlowTests.makePicker()
            }
        }
        let shop = PluginRegistry(flags: flags).attach(
            [picker], to: makeShop(), points: shopPoints.acceptingOutputs(PluginSubFlowTests.extraCount))
        let graph = FlowGraph(shop)
        #expect(
            graph.nodes[0].plugins == [
                PluginContribution(
                    plugin: "picker", gate: "flag 'picker'", rule: "picker: intro", kind: .screen,
                    position: .after("cart")),
                PluginContribution(
                    plugin: "picker", gate: "flag 'picker'", rule: "picker: pick", kind: .flow,
                    position: .before("cart")),
            ])
        #expect(
            graph.text == """
                Shop
                ├─ "cart" (Fixtures.swift:36) screen
                ├─ "done" (Fixtures.swift:42) finish
                ├─ "picker: intro" screen after "cart" (plugin 'picker', flag 'picker')
                └─ "picker: pick" flow before "cart" (plugin 'picker', flag 'picker')
                """)
    }
}
