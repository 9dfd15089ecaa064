import FlowCore

/// Random-walk states are saved like any app's: `WalkState` is `Codable` here, where restoration needs it.
extension WalkState: Codable {
    private enum CodingKeys: String, CodingKey {
        case choice
    }

    init(from decoder: any Decoder) throws {
        self.init()
        choice = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .choice)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(choice, forKey: .choice)
    }
}

/// Runs the steps of a random walk on one navigator and describes what each step did, for comparing two navigators.
@MainActor
final class WalkDriver {
    let navigator: Navigator
    let host = ModelHost()
    let overlays: [TreeSpec]
    var presented: [FlowPresentation] = []
    private var updates: [String] = []
    private var observation: ObservationToken?
    /// Every flow that was on a path, kept alive so no new flow gets the address of one a saved layout names.
    ///
    /// The navigator identifies places by `ObjectIdentifier`; a freed flow's address can be reused by a
    /// new flow, which would make the original navigator's `back()` depend on the allocator.
    private var seenFlows: [FlowHandle] = []

    /// Drives `navigator`, which must not be started yet; ``start()`` or ``restore(_:)`` starts it.
    init(root: TreeSpec, overlays: [TreeSpec]) {
        navigator = Navigator(root: root.make(), limits: NavigatorLimits(maximumFinishesPerUpdate: 8))
        self.overlays = overlays
        navigator.host = host
        observation = navigator.observe { [unowned self] update in
            updates.append(update.transitions.map(\.description).joined(separator: "; "))
            seenFlows += navigator.activeFlows
        }
    }

    func start() -> String {
        navigator.start()
        return outcome()
    }

    /// Restores `document` into this driver's new navigator, presenting saved overlays again from the walk's specs.
    func restore(_ document: NavigatorDocument) -> RestorationReport {
        let overlays = self.overlays
        let report = navigator.restore(
            document,
            options: RestorationOptions { name in
                overlays.first { $0.name == name }.map { OverlayRestoration($0.make()) }
            })
        presented = report.presentations
        updates.removeAll()
        return report
    }

    /// Performs one step and describes it: the transitions of every update, the path, the host and the history.
    func perform(_ step: WalkStep) -> String {
        let flows = navigator.activeFlows.compactMap { $0.flow(as: WalkFlow.self) }
        // An `if` chain rather than a `switch`, so steps added to the walk later (plugins, say) are skipped, not a build error.
        if case .choose(let depth, let choice) = step, !flows.isEmpty {
            flows[depth % flows.count].send(.choose(choice))
            navigator.flush()
        } else if case .back = step {
            navigator.back()
        } else if case .backCount(let count) = step {
            navigator.back(count: count)
        } else if case .backToScreen(let index) = step {
            navigator.back(to: .screen(ScreenID(["s0", "s1", "s2"][index % 3])))
        } else if step == .swipe || step == .forcedSwipe, host.canGoBack.last == true || step == .forcedSwipe {
            if host.performBack() { navigator.handleSystemBack() }
        } else if case .presentOverlay(let index) = step {
            presented.append(navigator.present(overlays[index % overlays.count].make()))
        } else if case .dismissOverlay = step {
            // Overlays that finished on their own are gone from both navigators; dismiss the last one still shown.
            presented.removeAll { !$0.isPresented }
            presented.popLast()?.dismiss()
        }
        return outcome()
    }

    /// What the last steps did (the transitions of every update) and where they left the navigator.
    func outcome() -> String {
        let transitions = updates.joined(separator: " / ")
        updates.removeAll()
        return "[\(transitions)] \(place())"
    }

    /// Where the navigator is: path, host model, what the host shows and root output.
    func place() -> String {
        let output = navigator.rootOutput.map { " output \($0)" } ?? ""
        return
            "\(navigator.path) | \(navigator.hostModel) | host \(host.model) | can go back \(navigator.canGoBack)\(output)"
    }
}
