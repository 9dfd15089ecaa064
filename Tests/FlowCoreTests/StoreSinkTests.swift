import FlowCore
import Testing

/// A store's sink: made with the store, and holding it weakly, so a screen that outlives its flow cannot keep the store alive.
@Suite @MainActor struct StoreSinkTests {
    enum Action: Sendable { case increment }

    func makeCounter() -> Store<Int, Action> {
        Store(initialState: 0) { count, _ in
            count += 1
            return .none
        }
    }

    @Test func aSinkSendsToItsStore() {
        let store = makeCounter()
        store.sink(.increment)
        store.sink(.increment)
        #expect(store.state == 2)
    }

    @Test func aSinkThatOutlivesItsStoreKeepsItNotAliveAndDropsWhatItSends() {
        weak var released: Store<Int, Action>?
        var sink: Send<Action>?
        do {
            let store = makeCounter()
            released = store
            sink = store.sink
        }
        #expect(released == nil)
        sink?(.increment)
        #expect(released == nil)
    }
}
