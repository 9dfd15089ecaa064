import FlowCore
import Testing

/// How a dead end is worded when the flow starts in one, and when its actions reach several.
@Suite @MainActor struct DeadEndWordingTests {
    /// Adds one up to 4; screens for 1 and 3, a finish at 4: 0 (the start) and 2 match no rule.
    func makeGaps() -> Flow<Int, Bool, Int> {
        Flow(
            "Gaps", initialState: 0, output: { $0 },
            reducer: { count, _ in
                count = min(count + 1, 4)
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 1 }, name: "one") { _, send in form("one", send) }
            router.addScreen({ $0 == 3 }, name: "three") { _, send in form("three", send) }
            router.addFinish({ $0 == 4 }, name: "done")
        }
    }

    @Test func aFlowThatStartsInADeadEndSaysSoAndCountsTheOthers() {
        let report = verify(makeGaps(), over: [1, 3, 4], actions: [true])
        #expect(report.reachableStates == 5)
        #expect(report.reachableWalkComplete == true)
        #expect(
            report.findings.map(\.description) == [
                "Gaps: warning[dead-end]: Flow 'Gaps': its actions reach 2 states in which no rule holds, e.g. 0 as it starts; a navigator stops there with no-matching-rule. Add a rule for them, or keep the reducer from reaching them."
            ])
        #expect(report.description.hasPrefix("Gaps: 3 states checked, 5 reachable by its actions: 1 finding"))
    }
}
