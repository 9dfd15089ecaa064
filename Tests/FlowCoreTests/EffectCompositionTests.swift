import FlowCore
import FlowTesting
import Testing

/// A reducer's effects composed as an app writes them: `.send` feeds an action back, `.merge` runs
/// its parts in order, so a cancel and a run of one name mean different things in each order.
@Suite(.timeLimit(.minutes(1))) @MainActor struct EffectCompositionTests {
    enum Action: Sendable, Equatable {
        case start
        case followUp
        case both
        case runThenCancel
        case cancelThenRun
    }

    /// Records the actions it reduced; `.start` answers with a follow-up action, the others compose sleeping effects.
    func makeStore() -> Store<[Action], Action> {
        let sleep: Effect<Action> = .run(id: "sleep") { _ in try? await Task.sleep(for: .seconds(3_600)) }
        return Store(initialState: []) { reduced, action in
            reduced.append(action)
            switch action {
            case .start: return .send(.followUp)
            case .followUp: return .none
            case .both:
                return .merge(.run { _ in try? await Task.sleep(for: .seconds(3_600)) }, sleep)
            case .runThenCancel: return .merge(sleep, .cancel(id: "sleep"))
            case .cancelThenRun: return .merge(.cancel(id: "sleep"), sleep)
            }
        }
    }

    @Test func sendFeedsTheActionBackAfterTheCurrentOne() async {
        let store = makeStore()
        store.send(.start)
        #expect(store.state == [.start], "the follow-up is not reduced inside the send")
        await yieldUntil("the follow-up action") { store.state.count == 2 }
        #expect(store.state == [.start, .followUp])
        await yieldUntil("the effect that sent it to end") { store.runningEffectCount == 0 }
    }

    @Test func mergeRunsEveryPart() {
        let store = makeStore()
        store.send(.both)
        #expect(store.runningEffectCount == 2)
        store.cancelEffects()
        #expect(store.runningEffectCount == 0)
    }

    @Test func aCancelAfterARunOfTheSameNameStopsIt() {
        let store = makeStore()
        store.send(.runThenCancel)
        #expect(store.runningEffectCount == 0)
    }

    @Test func aCancelBeforeARunOfTheSameNameStopsOnlyTheOneBefore() {
        let store = makeStore()
        store.send(.cancelThenRun)
        #expect(store.runningEffectCount == 1)
        store.send(.cancelThenRun)
        #expect(store.runningEffectCount == 1, "the earlier one was cancelled, the new one runs")
        store.cancelEffects()
    }
}
