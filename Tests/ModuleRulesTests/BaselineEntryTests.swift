import Foundation
import Testing

@testable import ModuleRules

/// What a baseline records for each kind of finding, as a team reads it in the file: a cycle by
/// its modules, a finding about no module by its message, every file relative to the package root,
/// one entry per finding and file with the occurrences added up; and what it says about a file it
/// cannot read or write.
@Suite struct BaselineEntryTests {
    static func report(root: String = "App", _ diagnostics: [Diagnostic]) -> ValidationReport {
        let graph = ModuleGraph(
            root: root, manifestPath: root + "/Package.swift", modules: [Module(name: "A"), Module(name: "B")])
        return ValidationReport(
            graph: graph, moduleTypes: [:], diagnostics: diagnostics.sorted(), fileCount: 1, importCount: 1)
    }

    static let cycle = Diagnostic(
        rule: .dependencyCycle, location: FileLocation(path: "App/Package.swift", line: 3),
        message: "'A' and 'B' depend on each other", cycle: ["A", "B"])
    static let unmatched = Diagnostic(
        rule: .unmatchedPattern, severity: .warning, location: FileLocation(path: "App/module-rules.json", line: 4),
        message: "the pattern 'Old*' matches no module")
    static let forbidden = Diagnostic(
        rule: .forbiddenImport, location: FileLocation(path: "App/Sources/A/A.swift", line: 2),
        message: "'A' (Logic) may not import 'UIKit'", from: "A", to: "UIKit")

    @Test func aCycleIsRecordedByItsModulesInOrder() {
        let entries = Baseline(report: Self.report([Self.cycle])).entries
        #expect(entries.map(\.description) == ["[dependency-cycle] A -> B -> A in Package.swift"])
        #expect(entries.first?.cycle == ["A", "B"])
        #expect(entries.first?.message == nil)
        #expect(entries.first?.from == nil)
        #expect(entries.first?.severity == "error")
    }

    @Test func aFindingAboutNoModuleIsRecordedByItsMessageAndOneAboutModulesIsNot() {
        let entries = Baseline(report: Self.report([Self.unmatched, Self.forbidden])).entries
        #expect(
            entries.map(\.description) == [
                "[forbidden-import] A -> UIKit in Sources/A/A.swift",
                "[unmatched-pattern] the pattern 'Old*' matches no module in module-rules.json",
            ])
        #expect(entries.map(\.message) == [nil, "the pattern 'Old*' matches no module"])
        #expect(entries.map(\.severity) == ["error", "warning"])
        #expect(entries.map(\.cycle) == [nil, nil])
    }

    @Test(arguments: [
        ("App", "App/Sources/A/A.swift", "Sources/A/A.swift"),
        ("App/", "App/Sources/A/A.swift", "Sources/A/A.swift"),
        (".", "Sources/A/A.swift", "Sources/A/A.swift"),
        ("./", "./Sources/A/A.swift", "./Sources/A/A.swift"),
        ("", "Sources/A/A.swift", "Sources/A/A.swift"),
        ("App", "Application/Sources/A/A.swift", "Application/Sources/A/A.swift"),
        ("App", "/elsewhere/A.swift", "/elsewhere/A.swift"),
    ])
    func filesAreRecordedRelativeToThePackageRoot(root: String, path: String, file: String) {
        var finding = Self.forbidden
        finding.location = FileLocation(path: path, line: 2)
        #expect(Baseline(report: Self.report(root: root, [finding])).entries.map(\.file) == [file])
    }

    @Test func entriesOfOneFindingInOneFileAreAddedUpAndSortedByRule() {
        var twice = Baseline.Entry(Self.forbidden, root: "App")
        twice.count = 2
        let baseline = Baseline(entries: [
            Baseline.Entry(Self.forbidden, root: "App"), Baseline.Entry(Self.cycle, root: "App"), twice,
        ])
        #expect(
            baseline.entries.map { "\($0) ×\($0.count)" } == [
                "[dependency-cycle] A -> B -> A in Package.swift ×1",
                "[forbidden-import] A -> UIKit in Sources/A/A.swift ×3",
            ])
    }

    @Test func oneFindingRecordedAtTwoSeveritiesIsKeptTwiceInOneOrderWhateverItCameIn() {
        let error = Baseline.Entry(Self.forbidden, root: "App")
        var warning = error
        warning.severity = "warning"
        let written = Baseline(entries: [warning, error]).entries
        #expect(written.map(\.severity) == ["error", "warning"])
        #expect(Baseline(entries: [error, warning]).entries == written)
        #expect(error < warning && !(warning < error))
    }

    @Test func aCycleFoundAgainIsHiddenAndOneThroughOtherModulesIsNew() {
        let baseline = Baseline(report: Self.report([Self.cycle]))
        #expect(baseline.filter(Self.report([Self.cycle]), path: "b.json").diagnostics.isEmpty)
        var other = Self.cycle
        other.cycle = ["A", "C"]
        #expect(baseline.filter(Self.report([other]), path: "b.json").diagnostics == [other])
    }

    @Test func aFileThatIsNotABaselineIsRefusedWithHowToRecordOne() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("b-\(UUID().uuidString).json").path
        try #"{ "version": 2, "findings": [ { "rule": "r" } ] }"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: ModuleRulesError.self) { try Baseline.load(path: path) }
        #expect(error.code == .malformedFile)
        #expect(error.file == path)
        #expect(error.message.hasPrefix("is not a switchyard baseline ("))
        #expect(error.message.hasSuffix("); record it again with `switchyard check --write-baseline \(path)`"))
    }

    @Test func aBaselineThatCannotBeWrittenNamesThePathAndTheOption() throws {
        let path = "/nonexistent-\(UUID().uuidString)/b.json"
        let error = try #require(throws: ModuleRulesError.self) {
            try Baseline(report: Self.report([Self.cycle])).write(to: path)
        }
        #expect(error.code == .unreadableFile)
        #expect(error.file == path)
        #expect(error.message.hasPrefix("cannot write the baseline ("))
        #expect(error.message.hasSuffix("); check the --write-baseline path"))
    }
}
