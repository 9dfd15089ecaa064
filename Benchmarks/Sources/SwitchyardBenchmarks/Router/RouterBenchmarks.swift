import FlowCore

/// The state the router benchmark routes on: the matching rule is always the last one.
private struct BenchmarkState {
    var value: Int
}

/// `Router.route(for:)` against a hand-written array of `(State) -> Bool` closures, scanned
/// the same way, with the match at the end. Goal: ratio ≤ 1.2 at 10, 100 and 1,000 rules.
@MainActor
func runRouterBenchmarks() {
    for count in [10, 100, 1_000] {
        let router = Router<BenchmarkState, Never>()
        for index in 0..<count { router.addFinish({ $0.value == index }, name: "rule \(index)") }
        let closures: [(BenchmarkState) -> Bool] = (0..<count).map { index in { $0.value == index } }
        let state = BenchmarkState(value: count - 1)
        let iterations = 2_000_000 / count
        let baseline = measure("closure scan, \(count) rules", iterations: iterations) {
            blackHole(firstMatch(closures, state))
        }
        let ours = measure("Router.route(for:), \(count) rules", iterations: iterations) {
            blackHole(router.route(for: state)?.index)
        }
        report(ours, against: baseline, goal: 1.2)
    }
}

/// The hand-written floor: a plain loop over the closures, returning the index of the first match.
@inline(never)
private func firstMatch(_ conditions: [(BenchmarkState) -> Bool], _ state: BenchmarkState) -> Int? {
    var index = 0
    for condition in conditions {
        if condition(state) { return index }
        index += 1
    }
    return nil
}
