import FlowCore
import RatingFlow
import Testing

/// Verification walks the rating flow's own actions and finds the dead end planted in it, which its state space misses.
@Suite @MainActor struct RatingVerificationTests {
    static let actions: [RatingAction] = [.rate(1), .rate(5), .rate(9), .comment(""), .comment("Smooth"), .done]

    @Test func theStateSpaceAloneDoesNotHoldThePlantedDeadEnd() throws {
        let report = try verify(RatingFlow.make(driver: "Sam"), over: RatingState.verificationSpace)
        #expect(report.findings.isEmpty, "\(report)")
    }

    @Test func walkingTheFlowsActionsFindsTheDeadEndAndTheWayThere() throws {
        let report = try verify(
            RatingFlow.make(driver: "Sam"), over: RatingState.verificationSpace, actions: Self.actions)
        #expect(report.reachableWalkComplete == true)
        #expect(report.findings.map(\.kind) == [.deadEnd])
        #expect(
            report.findings.first?.message
                == "Flow 'Rating': its actions reach 2 states in which no rule holds, e.g. RatingState(driver: \"Sam\", stars: Optional(1), comment: Optional(\"\"), tip: nil, error: nil, isDone: true, plugins: []) after rate(1), comment(\"\"), done; a navigator stops there with no-matching-rule. Add a rule for them, or keep the reducer from reaching them."
        )
    }

    @Test func aLiveNavigatorFreezesWhereVerificationSaidItWould() {
        let rating = RatingFlow.make(driver: "Sam")
        let navigator = Navigator(root: rating)
        navigator.start()
        for action in [RatingAction.rate(1), .comment(""), .done] {
            rating.send(action)
            navigator.flush()
        }
        #expect(navigator.path.description == "Rating > rating-thanks")
        #expect(navigator.log.events.last?.description.contains("no-matching-rule") == true)
    }
}
