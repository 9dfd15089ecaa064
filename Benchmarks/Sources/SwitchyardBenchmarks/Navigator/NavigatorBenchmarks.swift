import FlowCore

/// The leaf flow's state: which of its two screens shows, and payload that makes the state bigger.
private struct LeafState: Sendable {
    var showsSecond = false
    var items: [Int]
}

/// One state change through a depth-8 tree (seven viewless flows, a leaf flow with two screen
/// rules), delivered to a host, vs the bare work the change needs: the rule evaluations on the
/// path and building the new screen. Goal: ≤ 3×, independent of state size; allocations per
/// update reported (goal ≤ 10 for a leaf-screen change).
@MainActor
func runNavigatorBenchmarks() {
    for itemCount in [0, 50] {
        let leaf = Flow<LeafState, Never, Void>("Leaf", initialState: LeafState(items: Array(0..<itemCount))) { router in
            router.addScreen({ !$0.showsSecond }, name: "first") { _, _ in LeafScreen(title: "First", screenID: "first") }
            router.addScreen({ _ in true }, name: "second") { _, _ in LeafScreen(title: "Second", screenID: "second") }
        }
        var top = leaf.handle
        var flows: [Flow<Int, Never, Void>] = []
        for level in 0..<7 {
            let child = flows.last
            let flow = Flow<Int, Never, Void>("Level\(level)", initialState: 0) { router in
                if let child {
                    router.addFlow({ $0 >= 0 }, name: "down", child)
                } else {
                    router.addFlow({ $0 >= 0 }, name: "down", leaf)
                }
            }
            flows.append(flow)
            top = flow.handle
        }
        let navigator = Navigator(root: top)
        let host = CountingHost()
        navigator.host = host
        navigator.start()

        // The floor: eight conditions checked and one screen built.
        let conditions: [(Int) -> Bool] = Array(repeating: { $0 >= 0 }, count: 7)
        let leafConditions: [(LeafState) -> Bool] = [{ !$0.showsSecond }, { _ in true }]
        var bareState = LeafState(items: Array(0..<itemCount))
        let iterations = 200_000
        let baseline = measure("bare rules + screen, state of \(itemCount) items", iterations: iterations) {
            bareState.showsSecond.toggle()
            for condition in conditions { blackHole(condition(0)) }
            let first = leafConditions[0](bareState)
            blackHole(first ? LeafScreen(title: "First", screenID: "first") : LeafScreen(title: "Second", screenID: "second"))
        }
        let ours = measure("depth-8 update to a host, state of \(itemCount) items", iterations: iterations) {
            leaf.update { $0.showsSecond.toggle() }
            navigator.flush()
        }
        report(ours, against: baseline, goal: 3)
        let allocations = countAllocations(per: 1_000) {
            leaf.update { $0.showsSecond.toggle() }
            navigator.flush()
        }
        print("  allocations per update: \(allocations)")
        blackHole(host.transitions)
    }
}
