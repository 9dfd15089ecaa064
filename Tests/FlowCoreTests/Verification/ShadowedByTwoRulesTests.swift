import FlowCore
import Testing

/// A rule that never wins because different earlier rules win in different states: the finding
/// names them all, in rule order, and the advice speaks of several rules.
@Suite @MainActor struct ShadowedByTwoRulesTests {
    func makeNumbers() -> Flow<Int, Never, Void> {
        Flow("Numbers", initialState: 0) { router in
            router.addScreen({ $0 < 2 }, name: "low") { _, _ in FormScreen(id: "low", title: "") }
            router.addScreen({ $0 % 2 == 1 }, name: "odd") { _, _ in FormScreen(id: "odd", title: "") }
            router.addScreen({ $0 == 0 || $0 == 3 }, name: "late") { _, _ in FormScreen(id: "late", title: "") }
            router.addScreen({ $0 < 3 }, name: "sometimes") { _, _ in FormScreen(id: "sometimes", title: "") }
            router.addFinish({ _ in true }, name: "done")
        }
    }

    @Test func theFindingNamesEveryRuleThatWonWhereItHeld() throws {
        let report = verify(makeNumbers(), over: 0..<5)
        #expect(report.statesChecked == 5)
        #expect(report.findings.map(\.kind) == [.alwaysShadowed])
        let finding = try #require(report.findings.first)
        #expect(finding.rule == "late")
        #expect(
            finding.message
                == #"Flow 'Numbers', rule "late" is always shadowed: in all 2 states where it holds, rule "low", rule "odd" wins first. Move it before those rules, or narrow their condition."#
        )
    }

    @Test func aRuleThatWinsInSomeStateIsNotReported() {
        let report = verify(makeNumbers(), over: [2])
        #expect(report.findings.map(\.rule) == ["low", "odd", "late", "done", nil])
        #expect(
            report.findings.map(\.kind) == [
                .neverSelected, .neverSelected, .neverSelected, .alwaysShadowed, .neverFinishes,
            ],
            "\"sometimes\" won in state 2; the finish held there behind it")
    }
}
