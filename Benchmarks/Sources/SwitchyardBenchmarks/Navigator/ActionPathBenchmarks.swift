import FlowCore

/// What the leaf's screens send.
private enum LeafAction: Sendable {
    case toggle
}

/// The leaf flow's state: which of its two screens shows.
private struct ToggleState: Sendable {
    var showsSecond = false
}

/// One action through a depth-2 tree (a viewless flow over a leaf flow whose reducer flips its
/// screen), delivered to a host, vs the same change made with `update` on the same tree. No
/// goal: the ratio is what the action path (`send`, the reducer and its hooks, the log's action
/// entry) adds to a state change.
@MainActor
func runActionPathBenchmarks() {
    let leaf = Flow<ToggleState, LeafAction, Void>(
        "Leaf", initialState: ToggleState(),
        reducer: { state, _ in
            state.showsSecond.toggle()
            return .none
        }
    ) { router in
        router.addScreen({ !$0.showsSecond }, name: "first") { _, _ in LeafScreen(title: "First", screenID: "first") }
        router.addScreen({ _ in true }, name: "second") { _, _ in LeafScreen(title: "Second", screenID: "second") }
    }
    let top = Flow<Int, Never, Void>("Top", initialState: 0) { router in router.addFlow({ $0 >= 0 }, name: "down", leaf) }
    let navigator = Navigator(root: top)
    let host = CountingHost()
    navigator.host = host
    navigator.start()

    let iterations = 200_000
    let baseline = measure("depth-2 update to a host", iterations: iterations) {
        leaf.update { $0.showsSecond.toggle() }
        navigator.flush()
    }
    let ours = measure("depth-2 action to a host", iterations: iterations) {
        leaf.send(.toggle)
        navigator.flush()
    }
    report(ours, against: baseline, goal: nil)
    let allocations = countAllocations(per: 1_000) {
        leaf.send(.toggle)
        navigator.flush()
    }
    print("  allocations per action: \(allocations)")
    blackHole(host.transitions)
}
