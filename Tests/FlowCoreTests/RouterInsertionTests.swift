import FlowCore
import Testing

/// The fast way rules are added while a flow is built, checked against the simple ones it replaced.
///
/// `addScreen`, `addFlow` and `addFinish` append through an inlinable path that the app's module
/// specializes; plugins insert through the general `insertScreen(…, at:)`. Both must give the same
/// router. A rule's default name is built over the bytes; it must equal the file name after the
/// last `/`, a colon and the line.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RouterInsertionTests {
    private func screen(_ id: ScreenID) -> (Int, Send<Never>) -> FormScreen {
        { _, _ in FormScreen(id: id, title: "") }
    }

    @Test func rulesAddedWhileBuildingEqualTheSameRulesInsertedAtTheEnd() {
        let appended = Router<Int, Never>()
        appended.addScreen({ $0 < 0 }, name: "negative", presentation: .present, render: screen("negative"))
        appended.addScreen({ $0 < 10 }, name: "small", back: .restoringEarlierState, render: screen("small"))
        appended.addScreen({ $0 < 100 }, name: "medium", presentation: .replace, render: screen("medium"))
        let inserted = Router<Int, Never>()
        for rule in appended.rules {
            let bound = [0, 10, 100][rule.index]
            inserted.insertScreen(
                { $0 < bound }, name: rule.name, source: rule.source, presentation: rule.presentation,
                back: rule.name == "small" ? .restoringEarlierState : nil, at: .end
            ) { _ in FormScreen(id: ScreenID(rule.name), title: "") }
        }
        #expect(inserted.rules == appended.rules)
        #expect(appended.rules.map(\.index) == [0, 1, 2])
        for state in [-5, 0, 5, 10, 50, 100, 500] {
            #expect(appended.route(for: state) == inserted.route(for: state), "state \(state)")
        }
    }

    @Test(
        arguments: [
            ("FlowCore/Routing/Router.swift", 0, "Router.swift:0"),
            ("App/Flows/Onboarding.swift", 7, "Onboarding.swift:7"),
            ("App/Flows/Onboarding.swift", 10, "Onboarding.swift:10"),
            ("App/Flows/Onboarding.swift", 99, "Onboarding.swift:99"),
            ("App/Flows/Onboarding.swift", 123_456, "Onboarding.swift:123456"),
            ("NoModule.swift", 42, "NoModule.swift:42"),
            ("App/Ünïcode Flow.swift", 3, "Ünïcode Flow.swift:3"),
        ] as [(StaticString, UInt, String)])
    func aRuleIsNamedAfterItsFileAndLine(fileID: StaticString, line: UInt, expected: String) {
        let router = Router<Int, Never>()
        router.addFinish({ _ in true }, fileID: fileID, line: line)
        let simple = "\(fileID)".split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        #expect(router.rules.map(\.name) == [expected])
        #expect(router.rules.map(\.source) == ["\(simple):\(line)"])
    }

    @Test func theLargestLineIsWrittenInFull() {
        let router = Router<Int, Never>()
        router.addFinish({ _ in true }, fileID: "App/Long.swift", line: .max)
        #expect(router.rules.map(\.source) == ["Long.swift:\(UInt.max)"])
    }
}
