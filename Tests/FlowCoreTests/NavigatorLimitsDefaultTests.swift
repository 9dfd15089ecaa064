import FlowCore
import Testing

/// The limits a navigator gets when the app names none.
@Suite @MainActor struct NavigatorLimitsDefaultTests {
    @Test func theDefaultLimitsAreThirtyTwoDeepSixtyFourFinishesAndAThousandEvents() {
        let limits = NavigatorLimits()
        #expect(limits.maximumDepth == 32)
        #expect(limits.maximumFinishesPerUpdate == 64)
        #expect(limits.eventLogCapacity == 1_000)
        #expect(Navigator(root: makeCheckoutFlow()).limits == limits)
    }
}
