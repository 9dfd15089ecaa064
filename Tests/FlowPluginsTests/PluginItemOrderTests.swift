import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// Where plugin items go in a list the screen already fills: a plugin item with order key k goes
/// after the screen's items 0…k, and the screen's later items follow, whether the plugins' keys
/// rise or fall in the order the plugins are visited (by id).
@Suite @MainActor struct PluginItemOrderTests {
    /// A menu screen whose `options` list holds three items of its own.
    func makeMenu() -> Flow<ShopState, ShopAction, Int> {
        Flow("Menu", initialState: ShopState(), output: { $0.count }, reducer: { _, _ in .none }) { router in
            router.addScreen({ _ in true }, name: "menu") { _, _ in
                FormScreen(
                    id: "menu", title: "Menu",
                    lists: [ItemList(id: "options", items: [item("a", "A"), item("b", "B"), item("c", "C")])])
            }
        }
    }

    func plugin(_ id: String, order: Int) -> Plugin<ShopState> {
        Plugin(id) { plugin in
            plugin.addListItems(to: "options", order: order) { _, _ in [item(id, id.uppercased())] }
        }
    }

    /// The menu's items once `plugins` are attached, in the order given.
    func items(with plugins: [Plugin<ShopState>]) -> [String] {
        let registry = PluginRegistry(flags: FeatureFlags([]))
        let menu = makeMenu()
        registry.attach(plugins, to: menu, points: PluginPoints(lists: ["options"]))
        let navigator = Navigator(root: menu)
        navigator.start()
        return navigator.form?.lists.first?.items.map(\.id) ?? []
    }

    @Test func aPluginItemGoesAfterTheScreenItemsUpToItsKeyAndTheRestFollow() {
        #expect(items(with: [plugin("p", order: 0)]) == ["a", "p", "b", "c"])
        #expect(items(with: [plugin("p", order: 1)]) == ["a", "b", "p", "c"])
        #expect(items(with: [plugin("p", order: 5)]) == ["a", "b", "c", "p"])
    }

    @Test func pluginsInRisingOrderKeepTheScreensItemsBetweenThem() {
        #expect(items(with: [plugin("p", order: 0), plugin("q", order: 1)]) == ["a", "p", "b", "q", "c"])
    }

    @Test func pluginsWhoseKeysFallInIdOrderAreSortedByKeyAroundTheScreensItems() {
        // Plugins are visited in id order: x (key 1) before y (key 0).
        #expect(items(with: [plugin("x", order: 1), plugin("y", order: 0)]) == ["a", "y", "b", "x", "c"])
        #expect(items(with: [plugin("x", order: 7), plugin("y", order: 0)]) == ["a", "y", "b", "c", "x"])
    }
}
