import Feature0001Flow
import Feature0001UI
import FlowCore
import FlowPlugins
import ScaleRootFlow

/// A host that only counts what it receives, as a real host's bookkeeping would.
@MainActor
final class CountingHost: NavigatorHost {
    var transitions = 0
    func navigator(_ navigator: Navigator, didUpdate update: NavigationUpdate) {
        transitions += update.transitions.count
    }
}

/// The flags every plugin and experiment of the app is defined in.
@MainActor
func makeFlags() -> FeatureFlags {
    FeatureFlags(ScaleComposition.flagDefinitions, experiments: ScaleComposition.experimentDefinitions)
}

/// The whole app started: flags, a registry, the root with every feature reachable, its first screen.
@MainActor
func startApp(flags: FeatureFlags = makeFlags()) -> Navigator {
    let registry = PluginRegistry(flags: flags)
    let navigator = Navigator(root: ScaleRootFlow.make(features: ScaleComposition.features(registry: registry)))
    navigator.start()
    blackHole(navigator.screen)
    return navigator
}

/// The app at its deepest path, Root > Tab00 > Feature0001 > detail, with feature 1's plugins attached
/// (plugin 1 adds a route before the detail rule behind the flag `extra-0001`) and, if asked, every other
/// plugin attached to its own feature flow, built but not on the path.
@MainActor
struct Scene {
    /// The flag plugin 1 sits behind.
    static let flag = "extra-0001"

    let flags: FeatureFlags
    let registry: PluginRegistry
    let navigator: Navigator
    let host: CountingHost
    let feature: Feature0001Flow
    let others: [AnyObject]

    init(attachingAll: Bool, flags: FeatureFlags = makeFlags()) {
        self.flags = flags
        registry = PluginRegistry(flags: flags)
        others = attachingAll ? ScaleComposition.attachAll(registry, skipping: 1) : []
        navigator = Navigator(root: ScaleRootFlow.make(features: ScaleComposition.features(registry: registry)))
        host = CountingHost()
        navigator.host = host
        navigator.start()
        guard let tab = navigator.activeFlows.lazy.compactMap({ $0.flow(as: TabFlows.self) }).first else {
            preconditionFailure("The root did not route to a tab flow; the path is \(navigator.path).")
        }
        tab.update { $0.open = 1 }
        navigator.flush()
        guard let feature = navigator.activeFlows.lazy.compactMap({ $0.flow(as: Feature0001Flow.self) }).first else {
            preconditionFailure("Tab00 did not open Feature0001; the path is \(navigator.path).")
        }
        feature.update { $0.selected = 1 }
        navigator.flush()
        self.feature = feature
    }

    /// The number of plugins attached in this scene.
    var attachedPlugins: Int {
        others.isEmpty ? ScaleComposition.pluginCount(of: 1) : ScaleComposition.size.plugins
    }

    /// One state change at the leaf: the quantity is set or cleared, which flips detail and done.
    func update() {
        feature.update(Self.toggleQuantity)
        navigator.flush()
    }

    /// Sets the quantity if unset, clears it if set.
    static func toggleQuantity(_ state: inout Feature0001State) {
        state.quantity = state.quantity == nil ? 2 : nil
    }

    /// Plugin 1's flag on and off: its route is installed, the feature routes again, then it is removed.
    func flip() {
        try? flags.setOverride(true, for: Self.flag)
        try? flags.setOverride(false, for: Self.flag)
    }

    /// The floor of a flip: the same kind of route inserted and removed by hand, routing after each.
    func flipByHand() {
        _ = feature.router.insertScreen(
            { $0.note == "by hand" }, name: "by hand", source: "benchmark", at: .before(Feature0001Flow.detailRule)
        ) { _ in Feature0001DoneScreen(summary: "by hand") {} }
        navigator.flush()
        _ = feature.router.removeRoutes(named: ["by hand"])
        navigator.flush()
    }
}

/// The floor of an update: the rules the navigator evaluates for it (the changed leaf's: list, plugin 1's
/// promotion, detail, done) checked in order on a copy of the state, and the new screen built.
@MainActor
struct UpdateFloor {
    var state: Feature0001State
    let conditions: [(Feature0001State) -> Bool] = [
        { $0.selected == nil }, { $0.note == Scene.flag }, { $0.quantity == nil }, { !$0.isDone },
    ]

    /// One change and its screen.
    mutating func run() {
        Scene.toggleQuantity(&state)
        let rule = conditions.firstIndex { $0(state) }
        if rule == 2 {
            blackHole(
                Feature0001DetailScreen(item: state.selected ?? 0, error: state.error, submit: { _ in }, cancel: {}))
        } else {
            blackHole(Feature0001DoneScreen(summary: "\(state.quantity ?? 0) of item \(state.selected ?? 0)") {})
        }
    }
}
