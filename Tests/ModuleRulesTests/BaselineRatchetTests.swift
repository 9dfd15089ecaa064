import Foundation
import Testing

@testable import ModuleRules

/// The baseline counts findings per file: only occurrences beyond the recorded count fail, and a baseline of
/// another format version is refused with how to record it again.
@Suite struct BaselineRatchetTests {
    static func report(_ files: [String]) throws -> ValidationReport {
        let graph = ModuleGraph(root: "App", manifestPath: "App/Package.swift", modules: [Module(name: "CartLogic")])
        let diagnostics = files.enumerated().map { offset, file in
            Diagnostic(
                rule: .forbiddenImport, location: FileLocation(path: "App/" + file, line: offset + 1),
                message: "'CartLogic' (Logic) may not import 'UIKit'", from: "CartLogic", to: "UIKit")
        }
        return ValidationReport(
            graph: graph, moduleTypes: [:], diagnostics: diagnostics.sorted(), fileCount: 1, importCount: 1)
    }

    @Test func oneRecordedFindingHidesExactlyOneOccurrence() throws {
        let baseline = Baseline(report: try Self.report(["Sources/CartLogic/Cart.swift"]))
        #expect(
            baseline.entries.map(\.description) == [
                "[forbidden-import] CartLogic -> UIKit in Sources/CartLogic/Cart.swift"
            ])
        #expect(baseline.entries.map(\.count) == [1])

        let same = baseline.filter(try Self.report(["Sources/CartLogic/Cart.swift"]), path: "b.json")
        #expect(same.diagnostics.isEmpty)
        #expect(same.notes == ["1 finding accepted by the baseline b.json not shown"])

        let twice = baseline.filter(
            try Self.report(["Sources/CartLogic/Cart.swift", "Sources/CartLogic/Cart.swift"]), path: "b.json")
        #expect(twice.diagnostics.map(\.location.description) == ["App/Sources/CartLogic/Cart.swift:2:1"])

        let elsewhere = baseline.filter(
            try Self.report(["Sources/CartLogic/Cart.swift", "Sources/CartLogic/Totals.swift"]), path: "b.json")
        #expect(elsewhere.diagnostics.map(\.location.description) == ["App/Sources/CartLogic/Totals.swift:2:1"])
    }

    @Test func aFixedOccurrenceIsNotedSoTheBaselineCanShrink() throws {
        let baseline = Baseline(
            report: try Self.report(["Sources/CartLogic/Cart.swift", "Sources/CartLogic/Cart.swift"]))
        #expect(baseline.entries.map(\.count) == [2])
        let fewer = baseline.filter(try Self.report(["Sources/CartLogic/Cart.swift"]), path: "b.json")
        #expect(fewer.diagnostics.isEmpty)
        #expect(
            fewer.notes == [
                "1 finding accepted by the baseline b.json not shown",
                "the baseline entry [forbidden-import] CartLogic -> UIKit in Sources/CartLogic/Cart.swift occurs 1 of "
                    + "the 2 times recorded; record the baseline again with --write-baseline b.json so the fixed ones "
                    + "cannot come back",
            ])
    }

    @Test func theWrittenBaselineReadsBack() throws {
        let baseline = Baseline(report: try Self.report(["Sources/CartLogic/Cart.swift"]))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: path) }
        try baseline.write(to: path.path)
        #expect(try Baseline.load(path: path.path) == baseline)
        #expect(baseline.encoded.contains(#""version" : 2"#))
    }

    @Test(arguments: [
        (
            #"{ "version": 1, "findings": [] }"#, "1",
            "baseline version 1 counts findings per module pair, not per file, so it cannot tell new occurrences "
                + "from old ones; record it again with `switchyard check --write-baseline b.json`"
        ),
        (
            #"{ "version": 3, "findings": [] }"#, "3",
            "baseline version 3 is not supported (this switchyard reads version 2); record it again with "
                + "`switchyard check --write-baseline b.json`"
        ),
        (
            #"{ "version": 2, "findings": [ { "rule": "r", "severity": "error", "file": "a.swift", "count": 0 } ] }"#,
            "0",
            "the entry [r]  in a.swift has the count 0; a count is 1 or more, so record it again with "
                + "`switchyard check --write-baseline b.json`"
        ),
    ])
    func otherVersionsAreRefusedWithHowToRecordAgain(text: String, value: String, message: String) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("b-\(UUID().uuidString).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let error = try #require(throws: ModuleRulesError.self) { try Baseline.load(path: path) }
        #expect(error.value == value)
        #expect(error.message == message.replacing("b.json", with: path))
    }
}
