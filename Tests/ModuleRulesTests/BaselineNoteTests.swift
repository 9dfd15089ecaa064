import Testing

@testable import ModuleRules

/// What a check with a baseline says about the findings it hid: nothing when it hid none, and the
/// count with the right plural otherwise.
@Suite struct BaselineNoteTests {
    @Test func aBaselineThatHidesNothingAddsNoNote() throws {
        let baseline = Baseline(entries: [])
        let report = try BaselineRatchetTests.report(["Sources/CartLogic/Cart.swift"])
        let filtered = baseline.filter(report, path: "b.json")
        #expect(filtered.notes.isEmpty)
        #expect(filtered.diagnostics == report.diagnostics)
    }

    @Test func aFindingInAnotherFileIsNewAndTheOldEntryIsNotedAsGone() throws {
        let baseline = Baseline(report: try BaselineRatchetTests.report(["Sources/CartLogic/Cart.swift"]))
        let filtered = baseline.filter(
            try BaselineRatchetTests.report(["Sources/CartLogic/Totals.swift"]), path: "b.json")
        #expect(filtered.diagnostics.map(\.location.description) == ["App/Sources/CartLogic/Totals.swift:1:1"])
        #expect(
            filtered.notes == [
                "the baseline entry [forbidden-import] CartLogic -> UIKit in Sources/CartLogic/Cart.swift no longer "
                    + "occurs; record the baseline again with --write-baseline b.json"
            ])
    }

    @Test func twoHiddenFindingsAreCountedInThePlural() throws {
        let files = ["Sources/CartLogic/Cart.swift", "Sources/CartLogic/Cart.swift"]
        let baseline = Baseline(report: try BaselineRatchetTests.report(files))
        let filtered = baseline.filter(try BaselineRatchetTests.report(files), path: "b.json")
        #expect(filtered.diagnostics.isEmpty)
        #expect(filtered.notes == ["2 findings accepted by the baseline b.json not shown"])
    }
}
