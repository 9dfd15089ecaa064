import Testing

@testable import ModuleRules

/// The cycle search reports at most 200 cycles by default: a dense graph of six modules has 409,
/// one of five has 84.
@Suite struct CycleCapTests {
    /// Every node depends on every other one.
    static func complete(_ count: Int) -> [[Int]] {
        let nodes = Array(0..<count)
        return nodes.map { node in nodes.filter { $0 != node } }
    }

    @Test func aGraphWithFewerCyclesThanTheCapReportsThemAll() {
        let (cycles, truncated) = CycleFinder(successors: Self.complete(5)).cycles()
        #expect(cycles.count == 84)
        #expect(!truncated)
    }

    @Test func aGraphWithMoreCyclesThanTheCapReportsExactly200() {
        let (cycles, truncated) = CycleFinder(successors: Self.complete(6)).cycles()
        #expect(cycles.count == 200)
        #expect(truncated)
        #expect(Set(cycles).count == 200)
    }
}
