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

/// What a check of a package whose six modules all depend on each other reports: the first 200 cycles,
/// then one finding at the manifest saying the list stops there.
@Suite struct CycleCapReportTests {
    @Test func aPackageWithMoreCyclesThanTheCapEndsItsListWithANote() {
        let names = ["A", "B", "C", "D", "E", "F"]
        let modules = names.enumerated().map { index, name in
            Module(
                name: name,
                dependencies: names.filter { $0 != name }.map {
                    Dependency(name: $0, location: FileLocation(path: "Package.swift", line: index + 2))
                }, location: FileLocation(path: "Package.swift", line: index + 2))
        }
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: modules)
        let rules = try! RulesConfiguration(types: [ModuleType(name: "Any", match: ["*"], mayDependOn: ["Any"])])
        let report = Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: [])
        let cycles = report.diagnostics.filter { !$0.cycle.isEmpty }
        let notes = report.diagnostics.filter { $0.cycle.isEmpty }
        #expect(cycles.count == 200)
        #expect(report.diagnostics.allSatisfy { $0.rule == .dependencyCycle })
        #expect(
            notes.map(\.description) == [
                "Package.swift:1:1: error: [dependency-cycle] more than 200 dependency cycles; only the first 200 are "
                    + "listed, fix those and run again"
            ])
    }
}
