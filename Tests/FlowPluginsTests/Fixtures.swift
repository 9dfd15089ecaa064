import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// A tiny shop used across the plugin tests: a cart screen with a list and two slots, then done.
struct ShopState: Hashable, Sendable {
    var count = 0
    var paid = false
    var notes: [String] = []
    var plugins = PluginStorage()
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}

/// What the shop's own screen sends.
enum ShopAction: Hashable, Sendable {
    case pay
}

typealias ShopFlow = Flow<ShopState, ShopAction, Int>

@MainActor
func makeShop() -> ShopFlow {
    ShopFlow(
        "Shop", initialState: ShopState(), output: { $0.count },
        reducer: { state, action in
            switch action {
            case .pay: state.paid = true
            }
            return .none
        }
    ) { router in
        router.addScreen({ !$0.paid }, name: "cart") { _, send in
            FormScreen(
                id: "cart", title: "Cart", actions: [.init(id: "pay", title: "Pay") { _ in send(.pay) }],
                lists: [ItemList(id: "extras", items: [ListItem(id: "gift-wrap", title: "Gift wrap") {}])],
                slots: [Slot(id: "banner"), Slot(id: "footer")])
        }
        router.addFinish({ _ in true }, name: "done")
    }
}

/// A list item that does nothing when selected.
func item(_ id: String, _ title: String) -> ListItem { ListItem(id: id, title: title) {} }

@MainActor let shopPoints = PluginPoints<ShopState>(
    routes: [.before("cart"), .after("cart"), .beforeLast],
    deepLinks: "shop/",
    lists: ["extras"],
    slots: ["banner": .many, "footer": .one],
    storage: \.plugins
)

/// A plugin whose route shows a page while its storage holds "open": its item `open:<id>` in the
/// `extras` list opens it, and the page's button `close:<id>` closes it (the storage value goes, so Shop pops the page).
@MainActor
func screenPlugin(
    _ id: String, flag: String? = nil, kind: Plugin<ShopState>.Kind = .optional,
    at position: RoutePosition = .before("cart")
) -> Plugin<ShopState> {
    Plugin(id, kind: kind, flag: flag) { plugin in
        plugin.addRoute("page", at: position, when: { $0.plugins[id, "page"] != nil }) { _, context in
            FormScreen(
                id: ScreenID("\(id)-page"), title: id,
                actions: [
                    .init(id: "close:\(id)", title: "Close") { _ in
                        context.perform { try $0.setStorage(nil, for: "page") }
                    }
                ])
        }
        plugin.addListItems(to: "extras", order: 100) { _, context in
            [
                ListItem(id: "open-\(id)", title: "Open \(id)", action: "open:\(id)") {
                    context.perform { try $0.setStorage("open", for: "page") }
                }
            ]
        }
    }
}

/// The Shop flow with plugins attached, hosted by a FlowTester.
@MainActor
struct ShopHarness {
    let flags: FeatureFlags
    let registry: PluginRegistry
    let tester: FlowTester<ShopState, ShopAction, Int>

    init(
        flags: [FeatureFlag] = [], experiments: [ExperimentDefinition] = [], subject: String? = nil,
        plugins: [Plugin<ShopState>], points: PluginPoints<ShopState> = shopPoints
    ) {
        self.flags = FeatureFlags(flags, experiments: experiments)
        registry = PluginRegistry(flags: self.flags, subject: subject)
        let shop = makeShop()
        registry.attach(plugins, to: shop, points: points)
        // Plugins change the shop's state; these tests check routes, screens, paths and outputs.
        tester = FlowTester(shop, exhaustivity: .all.subtracting(.stateChanges))
    }

    var rules: [String] { tester.flow.router.rules.map(\.name) }
    var items: [String] { tester.navigator.form?.lists.first?.items.map(\.id) ?? [] }
    var itemTitles: [String] { tester.navigator.form?.lists.first?.items.map(\.title) ?? [] }
    var notes: [String] {
        tester.navigator.log.events.compactMap {
            guard case .note("plugins", let message) = $0.kind else { return nil }
            return message
        }
    }
}
