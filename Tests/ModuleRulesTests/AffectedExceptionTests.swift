import Foundation
import Testing

@testable import ModuleRules

/// `--affected` scans only the affected modules, so it cannot tell whether an exception is still needed, whether
/// it names a module or a pattern of modules: it reports no unused exception, and the full check still finds the
/// exception used.
@Suite(.timeLimit(.minutes(1))) struct AffectedExceptionTests {
    static let rules = """
        { "types": {
            "Logic": { "match": "*Logic", "mayDependOn": ["Logic"], "mayNotImport": ["UIKit"] },
            "UI": { "match": "*UI", "mayDependOn": ["UI", "Logic"] } },
          "exceptions": [ { "from": "*Logic", "to": "UIKit", "reason": "previews until Q3" } ] }
        """

    @Test func anExceptionForModulesThatWereNotScannedIsNotReportedUnused() throws {
        let root = try AffectedModulesTests.repository(["module-rules.json": Self.rules])
        defer { try? FileManager.default.removeItem(atPath: root) }
        var options = CheckOptions(packagePath: root, graphSource: .graphFile(root + "/graph.json"))
        options.today = RuleDate("2026-01-01")!
        #expect(try ModuleRulesCheck.run(options).diagnostics.map(\.description) == [])

        try AffectedModulesTests.write(
            "import CartLogic\nimport DeepLogic\nstruct View { let x = 1 }\n", to: root + "/Sources/CartUI/View.swift")
        options.affectedSince = "HEAD"
        let onlyUI = try ModuleRulesCheck.run(options)
        #expect(onlyUI.diagnostics.map(\.description) == [])
        #expect(onlyUI.notes == ["checked 1 of 4 modules affected since HEAD (1 changed file)"])
    }
}
