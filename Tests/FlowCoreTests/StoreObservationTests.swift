import FlowCore
import Testing

/// `Store.observe`: every change reaches every observer, once, with the state after it, until its
/// token is cancelled or released.
@Suite(.timeLimit(.minutes(1))) @MainActor struct StoreObservationTests {
    /// A counter flow: each action adds its value.
    func makeTally() -> Flow<Int, Int, Void> {
        Flow(
            "Tally", initialState: 0,
            reducer: { total, amount in
                total += amount
                return .none
            }
        ) { router in
            router.addScreen({ _ in true }, name: "tally") { _, _ in FormScreen(id: "tally", title: "Tally") }
        }
    }

    @Test func anObserverSeesEachActionsAndEachUpdatesState() {
        let flow = makeTally()
        var seen: [Int] = []
        let token = flow.store.observe { seen.append($0) }
        flow.send(2)
        flow.update { $0 = 10 }
        flow.send(3)
        #expect(seen == [2, 10, 13])
        withExtendedLifetime(token) {}
    }

    @Test func everyObserverIsCalled() {
        let flow = makeTally()
        var first: [Int] = []
        var second: [Int] = []
        let tokens = [flow.store.observe { first.append($0) }, flow.store.observe { second.append($0 * 100) }]
        flow.send(1)
        #expect(first == [1])
        #expect(second == [100])
        withExtendedLifetime(tokens) {}
    }

    @Test func aCancelledObserverIsNotCalledAgainAndTheOthersStill() {
        let flow = makeTally()
        var cancelled: [Int] = []
        var kept: [Int] = []
        let token = flow.store.observe { cancelled.append($0) }
        let other = flow.store.observe { kept.append($0) }
        flow.send(1)
        token.cancel()
        flow.send(1)
        #expect(cancelled == [1])
        #expect(kept == [1, 2])
        withExtendedLifetime(other) {}
    }

    @Test func aReleasedTokenStopsItsObserver() {
        let flow = makeTally()
        var seen: [Int] = []
        var token: ObservationToken? = flow.store.observe { seen.append($0) }
        flow.send(5)
        token = nil
        flow.send(5)
        #expect(token == nil)
        #expect(seen == [5])
    }
}
