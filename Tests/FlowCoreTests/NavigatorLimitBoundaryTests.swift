import FlowCore
import Testing

/// Each navigator limit at its value and one past it, and `back(to:)` when a screen repeats.
@Suite(.timeLimit(.minutes(1))) @MainActor struct NavigatorLimitBoundaryTests {
    /// A flow nested `levels` deep below itself, ending in a screen: `levels + 2` path elements.
    func nested(_ levels: Int) -> Flow<Int, Never, Void> {
        Flow("Level\(levels)", initialState: levels) { router in
            if levels > 0 {
                router.addFlow({ _ in true }, name: "deeper", nested(levels - 1))
            } else {
                router.addScreen({ _ in true }, name: "leaf") { _, _ in FormScreen(id: "leaf", title: "Leaf") }
            }
        }
    }

    @Test(arguments: [2, 3, 8])
    func aPathAsDeepAsTheLimitIsShown(limit: Int) {
        let navigator = Navigator(root: nested(limit - 2), limits: NavigatorLimits(maximumDepth: limit))
        navigator.start()
        #expect(navigator.path.elements.count == limit)
        #expect(navigator.log.errors.isEmpty)
    }

    @Test(arguments: [2, 3, 8])
    func aPathOneDeeperThanTheLimitIsStopped(limit: Int) {
        let navigator = Navigator(root: nested(limit - 1), limits: NavigatorLimits(maximumDepth: limit))
        navigator.start()
        #expect(navigator.path.elements.isEmpty)
        #expect(navigator.log.errors.map(\.code) == [.pathTooDeep])
    }

    /// A parent that routes to a child finishing at once until it has collected `finishes` outputs.
    func collector(finishes: Int) -> Flow<Int, Never, Void> {
        Flow("Collector", initialState: 0) { router in
            router.addFlow(
                { $0 < finishes }, name: "instant",
                Flow<Int, Never, Void>("Instant", initialState: 0) { router in
                    router.addFinish({ _ in true }, name: "done")
                }
            ) { state, _ in state += 1 }
            router.addScreen({ _ in true }, name: "collected") { _, _ in FormScreen(id: "collected", title: "") }
        }
    }

    @Test(arguments: [1, 3, 5])
    func asManyFinishesAsTheLimitSettle(limit: Int) {
        let navigator = Navigator(
            root: collector(finishes: limit), limits: NavigatorLimits(maximumFinishesPerUpdate: limit))
        navigator.start()
        #expect(navigator.path.description == "Collector > collected")
        #expect(navigator.log.errors.isEmpty)
    }

    @Test(arguments: [1, 3, 5])
    func oneFinishMoreThanTheLimitIsStopped(limit: Int) {
        let navigator = Navigator(
            root: collector(finishes: limit + 1), limits: NavigatorLimits(maximumFinishesPerUpdate: limit))
        navigator.start()
        #expect(navigator.log.errors.map(\.code) == [.didNotSettle])
    }

    /// A flow whose every `.next` shows a new screen, `step-0`, `step-1`, …
    func stepper() -> Flow<Int, StepAction, Void> {
        Flow(
            "Stepper", initialState: 0,
            reducer: { state, _ in
                state += 1
                return .none
            }
        ) { router in
            router.addScreen({ _ in true }, name: "step", back: .restoringEarlierState) { state, _ in
                FormScreen(id: ScreenID("step-\(state)"), title: "")
            }
        }
    }

    @Test func anEventLogOfCapacityOneKeepsTheLatestEvent() {
        let flow = stepper()
        let navigator = Navigator(root: flow, limits: NavigatorLimits(eventLogCapacity: 1))
        navigator.start()
        flow.send(.next)
        navigator.flush()
        #expect(navigator.log.events.count == 1)
        #expect(navigator.log.events.last?.sequence == navigator.log.count)
    }

    @Test func backInsideAPresentedFlowRestoresThatFlowsState() {
        let flow = stepper()
        let root = Flow<Int, Never, Void>("Home", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "") }
        }
        let navigator = Navigator(root: root)
        navigator.start()
        _ = navigator.present(flow)
        navigator.flush()
        flow.send(.next)
        navigator.flush()
        #expect(navigator.path.description == "Home > home > Stepper > step-1")
        #expect(navigator.back())
        #expect(navigator.path.description == "Home > home > Stepper > step-0")
        #expect(flow.state == 0)
    }

    @Test func backToARepeatedScreenGoesToItsLatestShowingThenTheEarlierOne() {
        struct RootState: Hashable, Sendable { var step = 0 }
        let inner = Flow<Int, StepAction, Void>(
            "Inner", initialState: 0,
            reducer: { state, _ in
                state += 1
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "a") { _, _ in FormScreen(id: "a", title: "") }
            router.addScreen({ _ in true }, name: "c", back: .restoringEarlierState) { _, _ in
                FormScreen(id: "c", title: "")
            }
        }
        let root = Flow<RootState, StepAction, Void>(
            "Root", initialState: RootState(),
            reducer: { state, _ in
                state.step += 1
                return .none
            }
        ) { router in
            router.addScreen({ $0.step == 0 }, name: "a") { _, _ in FormScreen(id: "a", title: "") }
            router.addScreen({ $0.step == 1 }, name: "b", back: .restoringEarlierState) { _, _ in
                FormScreen(id: "b", title: "")
            }
            router.addFlow({ _ in true }, name: "inner", back: .restoringEarlierState, inner) { _, _ in }
        }
        let navigator = Navigator(root: root)
        navigator.start()
        root.send(.next)
        navigator.flush()
        root.send(.next)
        navigator.flush()
        inner.send(.next)
        navigator.flush()
        #expect(navigator.path.description == "Root > Inner > c")

        #expect(navigator.back(to: .screen("a")))
        #expect(navigator.path.description == "Root > Inner > a")
        #expect(navigator.back(to: .screen("a")))
        #expect(navigator.path.description == "Root > a")
        #expect(!navigator.back(to: .screen("a")))
    }
}

/// The only action of the boundary tests' flows.
enum StepAction: Hashable, Sendable { case next }
