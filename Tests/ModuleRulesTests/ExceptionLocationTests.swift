import Foundation
import ModuleRules
import Testing

/// Unused exceptions are reported at their `"from"` key in module-rules.json: the n-th `"from"` after
/// `"exceptions"` belongs to the n-th exception, wherever the lines break.
@Suite struct ExceptionLocationTests {
    @Test func unusedExceptionsPointAtTheirFromKeys() throws {
        // A "from" before "exceptions" is not an exception's; the empty line still counts as a line.
        let text = """
            {"from": 0,

            "exceptions": [{"from": "GoneLogic", "to": "CartUI"}, {"from": "OldLogic", "to": "CartUI"},
              {"from": "XLogic", "to": "YUI"}]}
            """
        let path = FileManager.default.temporaryDirectory.appending(path: "rules-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(filePath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rules = try RulesConfiguration(
            types: ValidatorTests.rules.types,
            exceptions: [
                RuleException(from: "GoneLogic", to: "CartUI", reason: "a"),
                RuleException(from: "OldLogic", to: "CartUI", reason: "b"),
                RuleException(from: "XLogic", to: "YUI", reason: "c"),
            ],
            path: path)
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: [Module(name: "CartUI")])
        let report = Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: [])
        let unused = report.diagnostics.filter { $0.rule == .unusedException }
        #expect(unused.map(\.location.description) == ["\(path):3:17", "\(path):3:56", "\(path):4:4"])
        #expect(unused.map(\.from) == ["GoneLogic", "OldLogic", "XLogic"])
    }

    /// A rules file saved with Windows line breaks: the lines are still counted one by one.
    @Test func unusedExceptionsPointAtTheirLinesInAFileWithWindowsLineBreaks() throws {
        let text = "{\r\n  \"exceptions\": [\r\n    {\"from\": \"GoneLogic\", \"to\": \"CartUI\"}\r\n  ]\r\n}\r\n"
        let path = FileManager.default.temporaryDirectory.appending(path: "rules-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(filePath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rules = try RulesConfiguration(
            types: ValidatorTests.rules.types,
            exceptions: [RuleException(from: "GoneLogic", to: "CartUI", reason: "a")],
            path: path)
        let graph = ModuleGraph(root: ".", manifestPath: "Package.swift", modules: [Module(name: "CartUI")])
        let report = Validator(configuration: rules, today: RuleDate("2026-01-01")!).validate(graph, sources: [])
        #expect(
            report.diagnostics.filter { $0.rule == .unusedException }.map(\.location.description) == ["\(path):3:6"])
    }
}
