import FlowCore
import FlowPlugins

/// The state the plugin benchmarks render: a counter shown on a screen with one list.
private struct ShopState: Sendable {
    var count = 0
}

private let pluginCount = 3

/// Three measurements of what plugins cost, each against a hand-written floor:
/// - re-rendering a screen whose list gets items from 3 plugins vs the flow adding the same items itself
///   (goal: ratio ≤ 1.5);
/// - reading a flag through 5 layers vs a dictionary lookup (goal: ratio ≤ 2);
/// - flipping a plugin's flag on and off, which installs, removes and re-routes, vs inserting and
///   removing the same route by hand and re-routing (goal: ratio ≤ 6).
@MainActor
func runPluginsBenchmarks() {
    benchmarkDecoratedRender()
    benchmarkFlagRead()
    benchmarkFlagFlip()
}

@MainActor
private func makeShop(ownItems: Bool) -> Flow<ShopState, Never, Int> {
    Flow("Shop", initialState: ShopState(), output: { $0.count }) { router in
        router.addScreen({ $0.count >= 0 }, name: "cart") { state, _ in
            var items = [ListItem(id: "base", title: "Base \(state.count)") {}]
            if ownItems {
                for index in 0..<pluginCount {
                    items.append(ListItem(id: "extra-\(index)", title: "Extra \(index)") {})
                }
            }
            return FormScreen(id: "cart", title: "Cart", lists: [ItemList(id: "extras", items: items)])
        }
        router.addFinish({ _ in true }, name: "done")
    }
}

@MainActor
private func benchmarkDecoratedRender() {
    let plain = makeShop(ownItems: true)
    let plainNavigator = Navigator(root: plain)
    plainNavigator.start()

    let shop = makeShop(ownItems: false)
    let registry = PluginRegistry(flags: FeatureFlags())
    let plugins = (0..<pluginCount).map { index in
        Plugin<ShopState>("extra-\(index)") { plugin in
            plugin.addListItems(to: "extras", order: index) { _, _ in
                [ListItem(id: "extra-\(index)", title: "Extra \(index)") {}]
            }
        }
    }
    registry.attach(plugins, to: shop, points: PluginPoints(lists: ["extras"]))
    let navigator = Navigator(root: shop)
    navigator.start()

    let iterations = 100_000
    let baseline = measure("render, items written in the flow", iterations: iterations) {
        plain.update { $0.count += 1 }
        plainNavigator.flush()
        blackHole(plainNavigator.screen)
    }
    let ours = measure("render, items from \(pluginCount) plugins", iterations: iterations) {
        shop.update { $0.count += 1 }
        navigator.flush()
        blackHole(navigator.screen)
    }
    report(ours, against: baseline, goal: 1.5)
}

@MainActor
private func benchmarkFlagRead() {
    let keys = (0..<20).map { "flag-\($0)" }
    let flags = FeatureFlags(keys.map { FeatureFlag($0, default: false) })
    try? flags.applyRemotePayload(#"{"flag-10": true}"#)
    let dictionary = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0 == "flag-10") })
    let iterations = 1_000_000
    let baseline = measure("Dictionary lookup, 20 flags", iterations: iterations) {
        blackHole(dictionary["flag-10"])
    }
    let ours = measure("FeatureFlags.isEnabled, 20 flags, 5 layers", iterations: iterations) {
        blackHole(flags.isEnabled("flag-10"))
    }
    report(ours, against: baseline, goal: 2)
}

@MainActor
private func benchmarkFlagFlip() {
    let plain = makeShop(ownItems: false)
    let plainNavigator = Navigator(root: plain)
    plainNavigator.start()

    let shop = makeShop(ownItems: false)
    let flags = FeatureFlags([FeatureFlag("banner", default: false)])
    let registry = PluginRegistry(flags: flags)
    let banner = Plugin<ShopState>("banner", flag: "banner") { plugin in
        plugin.addRoute("banner", at: .before("cart"), when: { $0.count < 0 }) { _, _ in
            FormScreen(id: "banner", title: "")
        }
    }
    registry.attach([banner], to: shop, points: PluginPoints(routes: [.before("cart")]))
    let navigator = Navigator(root: shop)
    navigator.start()

    let iterations = 20_000
    let baseline = measure("insertRoute + removeRoutes by hand", iterations: iterations) {
        plain.router.insertScreen({ $0.count < 0 }, name: "banner", source: "benchmark", at: .before("cart")) { _ in
            FormScreen(id: "banner", title: "")
        }
        plainNavigator.flush()
        plain.router.removeRoutes(named: ["banner"])
        plainNavigator.flush()
    }
    let ours = measure("flag flip on + off (install, remove)", iterations: iterations) {
        try? flags.setOverride(true, for: "banner")
        try? flags.setOverride(false, for: "banner")
    }
    report(ours, against: baseline, goal: 6)
}
