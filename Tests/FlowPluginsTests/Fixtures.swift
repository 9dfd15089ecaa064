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

@MainActor
func makeShop() -> Flow<ShopState, Int> {
    let flow = Flow("Shop", initialState: ShopState(), output: { $0.count }) { router in
        router.addRoute({ !$0.paid }, name: "cart") { state in
            Screen(
                id: "cart", title: "Cart",
                lists: [Screen.ItemList(id: "extras", items: [Screen.Item(id: "gift-wrap", title: "Gift wrap")])],
                slots: [Screen.Slot(id: "banner"), Screen.Slot(id: "footer")])
        }
        router.addRoute({ _ in true }, nil, name: "done")
    }
    flow.onEvent { flow, event in
        guard event.action == "pay" else { return .unhandled }
        flow.update { $0.paid = true }
        return .handled
    }
    return flow
}

@MainActor let shopPoints = PluginPoints<ShopState>(
    routes: [.before("cart"), .after("cart"), .beforeLast],
    deepLinks: "shop/",
    lists: ["extras"],
    slots: ["banner": .many, "footer": .one],
    storage: \.plugins
)

/// A plugin whose route shows `screen` while its storage holds "open", opened by `open:<id>` and closed by `close:<id>`.
@MainActor
func screenPlugin(
    _ id: String, flag: String? = nil, kind: Plugin<ShopState>.Kind = .optional,
    at position: RoutePosition = .before("cart")
) -> Plugin<ShopState> {
    Plugin(id, kind: kind, flag: flag) { plugin in
        plugin.addRoute("page", at: position, when: { $0.plugins[id, "page"] != nil }) { _ in
            Screen(id: Screen.ID("\(id)-page"), title: id)
        }
        plugin.onEvent { context, event in
            switch event.action {
            case "open:\(id)": try context.setStorage("open", for: "page")
            case "close:\(id)": context.back()
            default: return .unhandled
            }
            return .handled
        }
    }
}

/// The Shop flow with plugins attached, hosted by a FlowTester.
@MainActor
struct ShopHarness {
    let flags: FeatureFlags
    let registry: PluginRegistry
    let tester: FlowTester<ShopState, Int>

    init(flags: [FeatureFlag] = [], plugins: [Plugin<ShopState>], points: PluginPoints<ShopState> = shopPoints) {
        self.flags = FeatureFlags(flags)
        registry = PluginRegistry(flags: self.flags)
        let shop = makeShop()
        registry.attach(plugins, to: shop, points: points)
        tester = FlowTester(shop)
    }

    var rules: [String] { tester.flow.router.rules.map(\.name) }
    var items: [String] { tester.screen?.lists.first?.items.map(\.id) ?? [] }
    var notes: [String] {
        tester.navigator.log.events.compactMap {
            guard case .note("plugins", let message) = $0.kind else { return nil }
            return message
        }
    }
}
