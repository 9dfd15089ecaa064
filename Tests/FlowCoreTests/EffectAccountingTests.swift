import FlowCore
import FlowTesting
import Testing

/// What a store counts as running, as a screen with local state meets it: a finished effect is
/// no longer counted, a named effect replaces the one running under its name, and a cancelled one
/// can no longer change the state.
@Suite(.timeLimit(.minutes(1))) @MainActor struct EffectAccountingTests {
    enum Action: Sendable, Equatable {
        case load(Int)
        case loaded(Int)
        case sleep
        case stop
    }

    /// `.load(n)` waits until the test answers it, under the name "load", then sends `.loaded(n)`.
    func makeStore(answers: AnswerBox) -> Store<[Int], Action> {
        Store(initialState: []) { loaded, action in
            switch action {
            case .load(let value):
                return .run(id: "load") { send in
                    await answers.wait()
                    await send(.loaded(value))
                }
            case .loaded(let value):
                loaded.append(value)
            case .sleep:
                return .run(id: "sleep") { _ in try? await Task.sleep(for: .seconds(3_600)) }
            case .stop:
                return .merge(.cancel(id: "load"), .cancel(id: "sleep"))
            }
            return .none
        }
    }

    @Test func aFinishedEffectIsNoLongerCounted() async {
        let answers = AnswerBox()
        let store = makeStore(answers: answers)
        store.send(.load(1))
        #expect(store.runningEffectCount == 1)
        await yieldUntil("the load to wait for its answer") { answers.waiting == 1 }
        answers.answerAll()
        await yieldUntil("the load to send its value and end") { store.runningEffectCount == 0 }
        #expect(store.state == [1])
    }

    @Test func aNamedEffectReplacesTheOneRunningUnderItsName() async {
        let answers = AnswerBox()
        let store = makeStore(answers: answers)
        store.send(.load(1))
        store.send(.load(2))
        #expect(store.runningEffectCount == 1)
        await yieldUntil("both loads to wait for their answers") { answers.waiting == 2 }
        answers.answerAll()
        await yieldUntil("the latest load to end") { store.runningEffectCount == 0 }
        #expect(store.state == [2], "the replaced load's value was dropped")
    }

    @Test func aReplacedEffectThatEndsLeavesTheNameToItsSuccessor() async {
        let answers = AnswerBox()
        let store = makeStore(answers: answers)
        store.send(.load(1))
        await yieldUntil("the first load to wait for its answer") { answers.waiting == 1 }
        store.send(.load(2))
        await yieldUntil("the second load to wait for its answer") { answers.waiting == 2 }

        answers.answerOldest()  // the replaced load ends; the name "load" still belongs to the second
        await yieldUntil("the replaced load to return") { answers.returned == 1 }
        try? await Task.sleep(for: .milliseconds(50))  // lets its task end; the assertions hold either way
        store.send(.stop)
        #expect(store.runningEffectCount == 0, "cancel(id:) still reaches the effect that took the name")
        answers.answerAll()
        await yieldUntil("the cancelled load to return") { answers.returned == 2 }
        #expect(store.state == [])
    }

    @Test func cancellingByNameStopsOnlyThatEffectAndDropsWhatItSends() async {
        let answers = AnswerBox()
        let store = makeStore(answers: answers)
        store.send(.load(1))
        store.send(.sleep)
        #expect(store.runningEffectCount == 2)
        await yieldUntil("the load to wait for its answer") { answers.waiting == 1 }

        store.send(.stop)
        #expect(store.runningEffectCount == 0)
        answers.answerAll()
        store.send(.load(3))
        await yieldUntil("the third load to wait for its answer") { answers.waiting == 1 }
        answers.answerAll()
        await yieldUntil("the third load to end") { store.runningEffectCount == 0 }
        #expect(store.state == [3], "the cancelled load's value was dropped")
    }

    @Test func aReducersEffectSaysWhetherItAsksForAnything() {
        #expect(Effect<Action>.none.isNone)
        #expect(!Effect<Action>.send(.stop).isNone)
        #expect(!Effect<Action>.run(id: "load") { _ in }.isNone)
        #expect(!Effect<Action>.cancel(id: "load").isNone)
        #expect(!Effect<Action>.merge(.none, .cancel(id: "load")).isNone)
        #expect(Effect<Action>.merge(.none, .none).isNone, "merging nothing asks for nothing")
    }

    @Test func aReducerThatSendsToItsOwnStoreIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Holder { var store: Store<Int, Bool>? }
                let holder = Holder()
                // A reducer returns effects instead; sending from inside it changes the state mid-change.
                let store = Store<Int, Bool>(initialState: 0) { count, nested in
                    count += 1
                    if !nested { holder.store?.send(true) }
                    return .none
                }
                holder.store = store
                store.send(false)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Store<Int, Bool>: the state was changed while a change was under way"),
            "stderr: \(message)")
    }

    @Test func cancellingANameWithNothingRunningChangesNothing() {
        let store = makeStore(answers: AnswerBox())
        store.send(.stop)
        #expect(store.runningEffectCount == 0)
        #expect(store.state == [])
    }
}

/// Continuations the test resumes when it answers, so an effect can be caught while it runs.
@MainActor final class AnswerBox {
    private var pending: [CheckedContinuation<Void, Never>] = []

    /// How many effects wait for an answer.
    var waiting: Int { pending.count }

    /// How many waits returned.
    private(set) var returned = 0

    /// Suspends until the test answers.
    func wait() async {
        await withCheckedContinuation { pending.append($0) }
        returned += 1
    }

    /// Answers the effect that has waited longest.
    func answerOldest() { pending.removeFirst().resume() }

    /// Answers every waiting effect.
    func answerAll() {
        let answered = pending
        pending.removeAll()
        for continuation in answered { continuation.resume() }
    }
}
