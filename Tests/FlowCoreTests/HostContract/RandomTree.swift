import FlowCore

/// A deterministic random source (SplitMix64), so every walk replays from its seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The state of every generated flow: which rule holds is `choice`.
struct WalkState: Hashable, Sendable {
    var choice = 0
}

/// The one action of every generated flow: choose a rule.
enum WalkAction: Hashable, Sendable {
    case choose(Int)
}

typealias WalkFlow = Flow<WalkState, WalkAction, Int>

/// The shape of a generated flow: its rules in order, each a screen, a child flow or a finish.
indirect enum TreeSpec: Sendable {
    enum Target: Sendable {
        case screen(String, Presentation, BackSpec)
        case flow(TreeSpec, Presentation, BackSpec)
        case finish
    }

    /// What a generated rule declares for back.
    enum BackSpec: Sendable {
        case inherited
        case send(Int)
        case restore
        case disabled

        static func random(rules: Int, using generator: inout SeededRandom) -> BackSpec {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0..<3: .inherited
            case 3..<5: .send(Int.random(in: 0..<rules, using: &generator))
            case 5..<7: .restore
            default: .disabled
            }
        }

        func back() -> Back<WalkAction>? {
            switch self {
            case .inherited: nil
            case .send(let choice): .send(.choose(choice))
            case .restore: .restoringEarlierState
            case .disabled: .disabled
            }
        }
    }

    case flow(name: String, rules: [Target])

    /// A random flow of at most `depth` levels; some are viewless (children only).
    static func random(depth: Int, name: String, using generator: inout SeededRandom) -> TreeSpec {
        let ruleCount = Int.random(in: 2...4, using: &generator)
        let viewless = depth > 1 && Int.random(in: 0..<4, using: &generator) == 0
        var rules: [Target] = []
        for index in 0..<ruleCount {
            let presentation = [Presentation.push, .push, .present, .replace].randomElement(using: &generator)!
            let roll = Int.random(in: 0..<10, using: &generator)
            let back = BackSpec.random(rules: ruleCount, using: &generator)
            if depth > 1, viewless || roll < 3 {
                rules.append(
                    .flow(
                        Self.random(depth: depth - 1, name: "\(name)\(index)", using: &generator), presentation, back))
            } else if roll < 4, index > 0 {
                rules.append(.finish)
            } else {
                // Screen names repeat across flows on purpose: identity is owner, rule and id.
                rules.append(.screen("s\(Int.random(in: 0..<3, using: &generator))", presentation, back))
            }
        }
        return .flow(name: name, rules: rules)
    }

    var name: String {
        switch self {
        case .flow(let name, _): name
        }
    }

    /// Builds the flow: rule `i` holds when `choice == i`, the last rule also for any other choice.
    @MainActor
    func make() -> WalkFlow {
        guard case .flow(let name, let targets) = self else { preconditionFailure("unreachable") }
        return WalkFlow(
            name, initialState: WalkState(), output: { $0.choice },
            reducer: { state, action in
                switch action {
                case .choose(let choice): state.choice = choice
                }
                return .none
            }
        ) { router in
            for (index, target) in targets.enumerated() {
                let last = index == targets.count - 1
                let condition: (WalkState) -> Bool = { last || $0.choice == index }
                switch target {
                case .screen(let id, let presentation, let back):
                    router.addScreen(condition, name: "r\(index)", presentation: presentation, back: back.back()) {
                        state, _ in
                        // The value carries the state, so a host can tell a stale value from the current one.
                        FormScreen(id: ScreenID(id), title: "\(id) \(state.choice)")
                    }
                case .flow(let child, let presentation, let back):
                    router.addFlow(
                        condition, name: "r\(index)", presentation: presentation, back: back.back(), child.make()
                    ) {
                        state, output in
                        // The output picks the next rule; finishing again is bounded by NavigatorLimits.
                        state.choice = (state.choice + output + 1) % targets.count
                    }
                case .finish:
                    router.addFinish(condition, name: "r\(index)")
                }
            }
        }
    }
}
