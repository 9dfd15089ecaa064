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
    private var screens: [[String]] = []
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
            updates.append(
                update.transitions.map(\.description).joined(separator: "; ") + " can go back \(update.canGoBack)")
            // The values the host is handed too: each carries its flow's state when it was rendered.
            screens.append(update.screens.map { ($0 as? FormScreen)?.title ?? $0.screenID.rawValue })
            seenFlows += navigator.activeFlows
        }
    }

    func start() -> Outcome {
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
        screens.removeAll()
        return report
    }

    /// What one step did: its updates' transitions and where they left the navigator, and the screen values each update handed over.
    struct Outcome: Equatable, CustomStringConvertible {
        var text: String
        var screens: [[String]]

        var description: String { "\(text) screens \(screens)" }

        /// Whether `restored` is this outcome, with each update's values a subsequence of these: a restored
        /// covered screen whose flow keeps no earlier states has no value (see `Restoring.coveredValues`).
        func isMatched(byRestored restored: Outcome) -> Bool {
            guard text == restored.text, screens.count == restored.screens.count else { return false }
            return zip(screens, restored.screens).allSatisfy { original, restored in
                var remaining = original[...]
                return restored.allSatisfy { value in
                    guard let index = remaining.firstIndex(of: value) else { return false }
                    remaining = remaining[(index + 1)...]
                    return true
                }
            }
        }
    }

    /// Performs one step and describes it: the transitions of every update, the path, the host and the history.
    func perform(_ step: WalkStep) -> Outcome {
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
    func outcome() -> Outcome {
        let transitions = updates.joined(separator: " / ")
        updates.removeAll()
        defer { screens.removeAll() }
        return Outcome(text: "[\(transitions)] \(place())", screens: screens)
    }

    /// Where the navigator is: path, host model, what the host shows and root output.
    func place() -> String {
        let output = navigator.rootOutput.map { " output \($0)" } ?? ""
        return
            "\(navigator.path) | \(navigator.hostModel) | host \(host.model) | can go back \(navigator.canGoBack)\(output)"
    }
}

extension TreeSpec {
    /// The same tree with the first screen or flow rule of every flow declaring `.restoringEarlierState`,
    /// so every flow keeps earlier states and a document keeps the state each covered screen was shown with.
    func keepingEarlierStates() -> TreeSpec {
        guard case .flow(let name, let targets) = self else { return self }
        var restored = false
        return .flow(
            name: name,
            rules: targets.map { target in
                switch target {
                case .screen(let id, let presentation, let back):
                    defer { restored = true }
                    return .screen(id, presentation, restored ? back : .restore)
                case .flow(let child, let presentation, let back):
                    defer { restored = true }
                    return .flow(child.keepingEarlierStates(), presentation, restored ? back : .restore)
                case .finish: return .finish
                }
            })
    }
}
