import FlowCore
import Testing

/// A dead end is reported with the actions that lead to it from the flow's state, first action first, by the
/// shortest way the walk found.
@Suite @MainActor struct DeadEndWayTests {
    enum Step: Hashable, Sendable, CustomStringConvertible {
        case add(Int)
        var description: String {
            switch self {
            case .add(let amount): "add \(amount)"
            }
        }
    }

    /// A meter that is full at 20, with a screen for every other count but 11.
    func makeMeter() -> Flow<Int, Step, Void> {
        Flow(
            "Meter", initialState: 0,
            reducer: { count, step in
                switch step {
                case .add(let amount): count = min(count + amount, 20)
                }
                return .none
            }
        ) { router in
            router.addFinish({ $0 == 20 }, name: "full")
            router.addScreen({ $0 != 11 }, name: "count") { _, _ in FormScreen(id: "count", title: "") }
        }
    }

    @Test func theWayToADeadEndListsItsActionsInTheOrderTheyAreTaken() {
        let report = verify(makeMeter(), over: [0, 20], actions: [.add(1), .add(10)])
        #expect(report.reachableStates == 21)
        #expect(
            report.findings.map(\.description) == [
                "Meter: warning[dead-end]: Flow 'Meter': its actions reach a state in which no rule holds, e.g. 11 after add 1, add 10; a navigator stops there with no-matching-rule. Add a rule for it, or keep the reducer from reaching it."
            ])
    }
}
