import FlowCore

/// One step of a random walk over a generated tree.
enum WalkStep: Hashable, Sendable, CustomStringConvertible {
    /// Sends `.choose(choice)` to the flow at `depth` on the path (counted among its flows, modulo).
    case choose(depth: Int, choice: Int)
    case back
    case backCount(Int)
    case backToScreen(Int)
    /// The host pops its top screen (or swipes its sheet down) itself, where the last update allowed it, then tells the navigator.
    case swipe
    /// The host goes back even where the update did not allow it, as a browser's back button can.
    case forcedSwipe
    case presentOverlay(Int)
    /// Sends a choice and presents an overlay in the same update, as a deep link resumed after sign-in does.
    case chooseAndPresent(depth: Int, choice: Int, overlay: Int)
    case dismissOverlay
    case togglePlugin(depth: Int)

    var description: String {
        switch self {
        case .choose(let depth, let choice): "choose(depth: \(depth), choice: \(choice))"
        case .back: "back()"
        case .backCount(let count): "back(count: \(count))"
        case .backToScreen(let index): "back(to: history screen #\(index))"
        case .swipe: "swipe"
        case .forcedSwipe: "forced swipe"
        case .presentOverlay(let index): "present(overlay \(index))"
        case .chooseAndPresent(let depth, let choice, let overlay):
            "choose(depth: \(depth), choice: \(choice)) + present(overlay \(overlay))"
        case .dismissOverlay: "dismiss(overlay)"
        case .togglePlugin(let depth): "togglePlugin(depth: \(depth))"
        }
    }

    static func random(using generator: inout SeededRandom) -> WalkStep {
        switch Int.random(in: 0..<23, using: &generator) {
        case 0..<10:
            .choose(depth: Int.random(in: 0..<8, using: &generator), choice: Int.random(in: 0..<4, using: &generator))
        case 10..<12: .back
        case 12: .backCount(Int.random(in: 1...3, using: &generator))
        case 13: .backToScreen(Int.random(in: 0..<3, using: &generator))
        case 14, 21: .swipe
        case 22: .forcedSwipe
        case 15: .presentOverlay(Int.random(in: 0..<2, using: &generator))
        case 16: .dismissOverlay
        case 17:
            .chooseAndPresent(
                depth: Int.random(in: 0..<8, using: &generator), choice: Int.random(in: 0..<4, using: &generator),
                overlay: Int.random(in: 0..<2, using: &generator))
        default: .togglePlugin(depth: Int.random(in: 0..<8, using: &generator))
        }
    }
}

/// A host that keeps the reference model by applying every transition it receives, and performs back itself.
@MainActor
final class ModelHost: NavigatorHost {
    var model = HostModel()
    var failure: String?
    /// What the last update said about back, per layer.
    var canGoBack: [Bool] = []

    func navigator(_ navigator: Navigator, didUpdate update: NavigationUpdate) {
        for transition in update.transitions where failure == nil {
            // Every screen a transition brings in must come with its value; a restored document
            // keeps no screen values, so the first update of a restored navigator is exempt.
            for id in transition.kind == .pop || transition.kind == .dismiss || transition.cause == .start
                ? [] : transition.stack
            where !update.screens.contains(where: { $0.screenID == id }) {
                failure = "the update brings in '\(id)' by '\(transition)' without its value"
            }
            do {
                try model.apply(transition)
            } catch {
                failure = error.description
            }
        }
        canGoBack = update.canGoBack
        if failure == nil, canGoBack.count != model.layers.count {
            failure = "the update says back for \(canGoBack.count) layers, but the host has \(model.layers.count)"
        }
    }

    /// Pops the top screen, or dismisses the top layer when it holds one screen, as a person's back gesture does.
    ///
    /// - Returns: `false` when there is nothing to go back to.
    func performBack() -> Bool {
        var layers = model.layers
        guard let top = layers.last, layers.count > 1 || top.count > 1 else { return false }
        if top.count > 1 { layers[layers.count - 1].removeLast() } else { layers.removeLast() }
        model = HostModel(layers: layers)
        return true
    }
}

extension ModelHost {
    /// A navigator for `root`, started with a new model host; the caller keeps both alive.
    static func start<State, Action, Output>(
        _ root: Flow<State, Action, Output>
    ) -> (navigator: Navigator, host: ModelHost) {
        let host = ModelHost()
        return (startNavigator(root, host: host), host)
    }
}

/// Runs walks and reports the first step at which the host and the navigator disagree.
@MainActor
struct RandomWalk {
    let seed: UInt64
    let tree: TreeSpec
    let overlays: [TreeSpec]
    let steps: [WalkStep]

    init(seed: UInt64, length: Int) {
        var random = SeededRandom(seed: seed)
        self.seed = seed
        tree = TreeSpec.random(depth: Int.random(in: 1...8, using: &random), name: "F", using: &random)
        overlays = (0..<2).map { TreeSpec.random(depth: 2, name: "O\($0)", using: &random) }
        steps = (0..<length).map { _ in WalkStep.random(using: &random) }
    }

    /// The index of the first step after which the host is out of step, with why; `nil` when none is.
    func divergence(running steps: [WalkStep]) -> (step: Int, reason: String)? {
        let host = ModelHost()
        let navigator = Navigator(root: tree.make(), limits: NavigatorLimits(maximumFinishesPerUpdate: 8))
        navigator.host = host
        navigator.start()
        if let reason = check(navigator, host) { return (-1, reason) }
        var presented: [FlowPresentation] = []
        var pluginRules: [ObjectIdentifier: Bool] = [:]
        for (index, step) in steps.enumerated() {
            let flows = activeFlows(navigator)
            switch step {
            case .choose(let depth, let choice):
                guard !flows.isEmpty else { break }
                flows[depth % flows.count].send(.choose(choice))
                navigator.flush()
            case .back:
                let before = (navigator.hostModel, navigator.path)
                if navigator.back(), before == (navigator.hostModel, navigator.path) {
                    return (index, "back() returned true without a change")
                }
            case .backCount(let count): navigator.back(count: count)
            case .backToScreen(let index):
                let ids = ["s0", "s1", "s2"]
                navigator.back(to: .screen(ScreenID(ids[index % ids.count])))
            case .swipe:
                guard host.canGoBack.last == true else { break }
                guard host.performBack() else {
                    return (index, "the update allowed back, but the host has nothing to pop")
                }
                if !navigator.handleSystemBack() { return (index, "the navigator refused a back the update allowed") }
            case .forcedSwipe:
                let allowed = host.canGoBack.last == true
                guard host.performBack() else { break }
                if navigator.handleSystemBack() != allowed {
                    return (index, "handleSystemBack() disagreed with the update's canGoBack \(allowed)")
                }
            case .presentOverlay(let index):
                presented.append(navigator.present(overlays[index % overlays.count].make()))
            case .chooseAndPresent(let depth, let choice, let overlay):
                if !flows.isEmpty { flows[depth % flows.count].send(.choose(choice)) }
                presented.append(navigator.present(overlays[overlay % overlays.count].make()))
            case .dismissOverlay:
                presented.popLast()?.dismiss()
            case .togglePlugin(let depth):
                guard !flows.isEmpty else { break }
                let flow = flows[depth % flows.count]
                let id = ObjectIdentifier(flow)
                if pluginRules[id] == true {
                    flow.router.removeRoutes(named: ["plugin"])
                    pluginRules[id] = false
                } else {
                    flow.router.insertScreen(
                        { $0.choice == 1 }, name: "plugin", source: "walk", presentation: .push, at: .before("r1")
                    ) { _ in FormScreen(id: "plugin", title: "Plugin") }
                    pluginRules[id] = true
                }
                navigator.flush()
            }
            if let reason = check(navigator, host) { return (index, reason) }
        }
        return nil
    }

    private func check(_ navigator: Navigator, _ host: ModelHost) -> String? {
        if let failure = host.failure { return failure }
        if let difference = navigator.differenceFromScratch() { return "from scratch: \(difference)" }
        if host.canGoBack.last != navigator.canGoBack {
            return
                "the last update said back is \(host.canGoBack.last ?? false), the navigator says \(navigator.canGoBack)"
        }
        if host.model != navigator.hostModel {
            return "the host shows \(host.model) but the navigator's model is \(navigator.hostModel)"
        }
        if let leaf = navigator.path.screenID, host.model.top != leaf {
            return "the host shows \(host.model.top.map(\.rawValue) ?? "nothing") but the path is \(navigator.path)"
        }
        return layerCountMismatch(navigator.path, host.model)
    }

    /// Checks, independently of the navigator's own model, that the modal boundaries on the path match the layers.
    ///
    /// The path splits into segments at each element (after the first) that entered with
    /// `.present`. A segment that shows a screen needs a layer of its own; a segment without one
    /// may keep the layer it showed before, and never needs more.
    private func layerCountMismatch(_ path: RoutePath, _ model: HostModel) -> String? {
        guard path.screenID != nil else { return nil }
        var segmentShowsScreen = [false]
        for (index, element) in path.elements.enumerated() {
            if index > 0, element.presentation == .present { segmentShowsScreen.append(false) }
            if element.kind == .screen { segmentShowsScreen[segmentShowsScreen.count - 1] = true }
        }
        let fewest = segmentShowsScreen.filter { $0 }.count
        guard !(fewest...segmentShowsScreen.count).contains(model.layers.count) else { return nil }
        return "the path \(path) has \(fewest) modal segments with screens among \(segmentShowsScreen.count), "
            + "but the host has \(model.layers.count) layers: \(model)"
    }

    /// The generated flows on the active path, root first.
    private func activeFlows(_ navigator: Navigator) -> [WalkFlow] {
        navigator.activeFlows.compactMap { $0.flow(as: WalkFlow.self) }
    }

    /// The shortest list of steps (found by removing one step at a time) that still diverges.
    func shortestReproduction() -> [WalkStep] {
        guard let first = divergence(running: steps) else { return [] }
        var current = Array(steps.prefix(first.step + 1))
        var index = 0
        while index < current.count {
            var candidate = current
            candidate.remove(at: index)
            if divergence(running: candidate) != nil {
                current = candidate
            } else {
                index += 1
            }
        }
        return current
    }
}
