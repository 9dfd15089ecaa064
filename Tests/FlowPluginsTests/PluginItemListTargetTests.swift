import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// On a screen with two lists, a plugin's items go only into the list it names — whether the
/// plugins' order keys rise (merged as they come) or fall (collected and sorted).
@Suite @MainActor struct PluginItemListTargetTests {
    static let points = PluginPoints<ShopState>(lists: ["rides", "offers"])

    /// A menu whose `rides` list holds `taxi` and whose `offers` list holds `welcome`.
    func makeMenu() -> Flow<ShopState, ShopAction, Int> {
        Flow("Menu", initialState: ShopState(), output: { $0.count }, reducer: { _, _ in .none }) { router in
            router.addScreen({ _ in true }, name: "menu") { _, _ in
                FormScreen(
                    id: "menu", title: "Menu",
                    lists: [
                        ItemList(id: "rides", items: [item("taxi", "Taxi")]),
                        ItemList(id: "offers", items: [item("welcome", "Welcome")]),
                    ])
            }
        }
    }

    func lists(with plugins: [Plugin<ShopState>]) -> [[String]] {
        let registry = PluginRegistry(flags: FeatureFlags([]))
        let menu = makeMenu()
        registry.attach(plugins, to: menu, points: Self.points)
        let navigator = Navigator(root: menu)
        navigator.start()
        return navigator.form?.lists.map { $0.items.map(\.id) } ?? []
    }

    func adding(_ id: String, to list: String, order: Int) -> Plugin<ShopState> {
        Plugin(id) { plugin in plugin.addListItems(to: list, order: order) { _, _ in [item(id, id)] } }
    }

    @Test func itemsOfOnePluginGoOnlyIntoTheListItNames() {
        #expect(lists(with: [adding("bike", to: "rides", order: 5)]) == [["taxi", "bike"], ["welcome"]])
    }

    @Test func itemsWithRisingOrderKeysGoOnlyIntoTheirLists() {
        let plugins = [adding("a-bike", to: "rides", order: 0), adding("b-promo", to: "offers", order: 5)]
        #expect(lists(with: plugins) == [["taxi", "a-bike"], ["welcome", "b-promo"]])
    }

    @Test func itemsWithFallingOrderKeysGoOnlyIntoTheirLists() {
        let plugins = [
            adding("a-bike", to: "rides", order: 9), adding("b-scooter", to: "rides", order: -1),
            adding("c-promo", to: "offers", order: 5),
        ]
        #expect(lists(with: plugins) == [["b-scooter", "taxi", "a-bike"], ["welcome", "c-promo"]])
    }
}
