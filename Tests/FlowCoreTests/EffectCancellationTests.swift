import FlowCore
import FlowTesting
import Testing

/// A cancelled effect's own work is cancelled, not only ignored: a download waiting on the network stops
/// (its `Task.sleep` throws) when it is cancelled by name, replaced by one of its name, when its flow
/// leaves the path, and when a standalone store is released.
@Suite(.timeLimit(.minutes(1))) @MainActor struct EffectCancellationTests {
    enum Action: Sendable, Equatable {
        case download(Int)
        case stop
    }

    /// The downloads that saw their cancellation, by number.
    @MainActor final class Stopped {
        var numbers: [Int] = []
    }

    static func reducer(_ stopped: Stopped) -> (inout [Int], Action) -> Effect<Action> {
        { started, action in
            switch action {
            case .download(let number):
                started.append(number)
                return .run(id: "download") { _ in
                    do {
                        try await Task.sleep(for: .seconds(3_600))
                    } catch {
                        await MainActor.run { stopped.numbers.append(number) }
                    }
                }
            case .stop:
                return .cancel(id: "download")
            }
        }
    }

    @Test func anEffectCancelledByNameStopsItsWork() async {
        let stopped = Stopped()
        let store = Store(initialState: [], reducer: Self.reducer(stopped))
        store.send(.download(1))
        store.send(.stop)
        await yieldUntil("download 1 to see its cancellation") { stopped.numbers == [1] }
        #expect(store.runningEffectCount == 0)
    }

    @Test func anEffectReplacedByOneOfItsNameStopsItsWorkAndTheNewOneRuns() async {
        let stopped = Stopped()
        let store = Store(initialState: [], reducer: Self.reducer(stopped))
        store.send(.download(1))
        store.send(.download(2))
        await yieldUntil("download 1 to see its cancellation") { stopped.numbers == [1] }
        #expect(store.runningEffectCount == 1)
        store.send(.stop)
        await yieldUntil("download 2 to see its cancellation") { stopped.numbers == [1, 2] }
    }

    @Test func aFlowLeavingThePathStopsItsEffectsWork() async {
        let stopped = Stopped()
        let downloads = Flow<[Int], Action, Void>("Downloads", initialState: [], reducer: Self.reducer(stopped)) {
            router in
            router.addScreen({ _ in true }, name: "list") { _, _ in FormScreen(id: "list", title: "Downloads") }
        }
        let navigator = Navigator(root: makeAddressFlow())
        navigator.start()
        let presentation = navigator.present(downloads)
        navigator.flush()
        downloads.send(.download(3))
        #expect(downloads.runningEffectCount == 1)
        presentation.dismiss()
        await yieldUntil("download 3 to see its cancellation") { stopped.numbers == [3] }
        #expect(downloads.runningEffectCount == 0)
    }

    @Test func aReleasedStoreStopsItsEffectsWork() async {
        let stopped = Stopped()
        do {
            let store = Store(initialState: [], reducer: Self.reducer(stopped))
            store.send(.download(4))
            #expect(store.runningEffectCount == 1)
        }
        await yieldUntil("download 4 to see its cancellation") { stopped.numbers == [4] }
    }
}
