import FlowCore
import Testing

/// Limits that leave no room for a path or a log are a programmer error, stopped with a sentence;
/// the smallest that do leave room are accepted.
@Suite(.timeLimit(.minutes(1))) struct NavigatorLimitsMisuseTests {
    @Test func aDepthBelowTwoStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NavigatorLimits(maximumDepth: 1)
        }
        let message = standardError(of: result)
        #expect(
            message.contains("NavigatorLimits.maximumDepth must be at least 2 (a root flow and a screen)."),
            "stderr: \(message)")
    }

    @Test func aLogWithoutRoomStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = NavigatorLimits(eventLogCapacity: 0)
        }
        let message = standardError(of: result)
        #expect(message.contains("NavigatorLimits.eventLogCapacity must be at least 1."), "stderr: \(message)")
    }

    @MainActor @Test func theSmallestLimitsRunAFlowShowingAScreen() {
        let limits = NavigatorLimits(maximumDepth: 2, maximumFinishesPerUpdate: 1, eventLogCapacity: 1)
        #expect(limits.maximumDepth == 2)
        #expect(limits.maximumFinishesPerUpdate == 1)
        #expect(limits.eventLogCapacity == 1)
        let flow = Flow<Int, Never, Void>("Tiny", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "only") { _, _ in FormScreen(id: "only", title: "") }
        }
        let navigator = Navigator(root: flow, limits: limits)
        navigator.start()
        #expect(navigator.path.description == "Tiny > only")
        #expect(navigator.log.events.count == 1)
    }

    /// "No flow may finish in an update" still lets every update that finishes nothing route.
    @MainActor @Test func noFinishesAllowedStillRoutesUpdatesThatFinishNothing() {
        let pages = Flow<Int, Int, Void>(
            "Pages", initialState: 0, output: { _ in },
            reducer: { page, next in
                page = next
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "first") { _, _ in FormScreen(id: "first", title: "") }
            router.addScreen({ _ in true }, name: "second") { _, _ in FormScreen(id: "second", title: "") }
        }
        let navigator = Navigator(root: pages, limits: NavigatorLimits(maximumFinishesPerUpdate: 0))
        navigator.start()
        pages.send(1)
        navigator.flush()
        #expect(navigator.path.description == "Pages > second")
    }
}
