import Testing

@testable import ModuleRules

@Suite struct CycleFinderTests {
    @Test func findsEveryElementaryCycleOnce() {
        // 0 → 1 → 2 → 0, 1 → 0, 2 → 2, 3 → 4 (no cycle)
        let finder = CycleFinder(successors: [[1], [2, 0], [0, 2], [4], []])
        let (cycles, truncated) = finder.cycles()
        #expect(cycles == [[0, 1], [0, 1, 2], [2]])
        #expect(!truncated)
    }

    /// A module that lists itself (a graph file can say so) and also cycles with another: both cycles.
    @Test func aSelfDependencyDoesNotHideTheCycleThroughTheSameModule() {
        // 0 → 0, 0 → 1 → 0: the first module, so its search index is 0.
        let (cycles, truncated) = CycleFinder(successors: [[0, 1], [0]]).cycles()
        #expect(cycles == [[0], [0, 1]])
        #expect(!truncated)
    }

    @Test func stopsAtTheLimit() {
        // A complete graph on 6 nodes has hundreds of elementary cycles.
        let nodes = 0..<6
        let finder = CycleFinder(successors: nodes.map { node in nodes.filter { $0 != node } }, limit: 10)
        let (cycles, truncated) = finder.cycles()
        #expect(cycles.count == 10)
        #expect(truncated)
    }

    @Test func handlesLongChainsWithoutRecursionLimits() {
        let count = 20_000
        let finder = CycleFinder(successors: (0..<count).map { [($0 + 1) % count] })
        let (cycles, _) = finder.cycles()
        #expect(cycles.count == 1)
        #expect(cycles.first?.count == count)
    }
}
