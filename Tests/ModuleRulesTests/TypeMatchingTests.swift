import ModuleRules
import Testing

/// Which type a module gets when several patterns match it.
@Suite struct TypeMatchingTests {
    func report(_ types: [ModuleType], modules: [String]) throws -> ValidationReport {
        let rules = try RulesConfiguration(types: types)
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: modules.enumerated().map {
                Module(name: $1, location: FileLocation(path: "Package.swift", line: $0 + 1))
            })
        return Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: [])
    }

    @Test func twoEquallySpecificPatternsOfOneTypeGiveThatType() throws {
        let report = try report(
            [ModuleType(name: "UI", match: ["Cart*", "*View"]), ModuleType(name: "Logic", match: ["*Logic"])],
            modules: ["CartView", "CartLogic"])
        #expect(report.moduleTypes == ["CartView": "UI", "CartLogic": "Logic"])
        #expect(report.diagnostics.map(\.description) == [])
    }

    @Test func equallySpecificPatternsOfTwoTypesAreStillAmbiguous() throws {
        let report = try report(
            [ModuleType(name: "UI", match: ["Cart*", "*View"]), ModuleType(name: "Logic", match: ["Car*w"])],
            modules: ["CartView"])
        #expect(report.moduleTypes == [:])
        #expect(
            report.diagnostics.filter { $0.rule == .unmatchedModule }.map(\.description) == [
                "Package.swift:1:1: error: [unmatched-module] 'CartView' matches types 'Logic' ('Car*w') and 'UI' "
                    + "('Cart*') equally; assign it a type under \"modules\" in module-rules.json"
            ])
    }
}
