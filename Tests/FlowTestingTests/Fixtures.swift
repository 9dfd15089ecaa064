import FlowCore

/// A counter with a help screen, an effect that answers, and one that never does.
struct CounterState: Hashable, Sendable {
    var count = 0
    var loading = false
    var done = false
}

/// What the counter's screen and effects send.
enum CounterAction: Hashable, Sendable {
    case increment
    case ignored
    case load
    case loaded(Int)
    case wait
    case finish
}

struct CounterScreen: Screen {
    var count: Int
}

/// A flow whose `.load` starts an effect that sends `.loaded(42)`, and whose `.wait` starts one
/// that only ends when it is cancelled.
@MainActor
func makeCounterFlow() -> Flow<CounterState, CounterAction, Int> {
    Flow(
        "Counter", initialState: CounterState(), output: { $0.count },
        reducer: { state, action in
            switch action {
            case .increment:
                state.count += 1
            case .ignored:
                break
            case .load:
                state.loading = true
                return .run { send in await send(.loaded(42)) }
            case .loaded(let value):
                state.loading = false
                state.count = value
            case .wait:
                return .run { _ in
                    while !Task.isCancelled { try? await Task.sleep(for: .seconds(60)) }
                }
            case .finish:
                state.done = true
            }
            return .none
        }
    ) { router in
        router.addScreen({ !$0.done }, name: "counter") { state, _ in CounterScreen(count: state.count) }
        router.addFinish({ _ in true }, name: "done")
    }
}

/// A flow with no rule for a count above zero, so `.increment` logs a `FlowError`.
@MainActor
func makePickyFlow() -> Flow<CounterState, CounterAction, Void> {
    Flow(
        "Picky", initialState: CounterState(),
        reducer: { state, action in
            if action == .increment { state.count += 1 }
            return .none
        }
    ) { router in
        router.addScreen({ $0.count == 0 }, name: "zero") { state, _ in CounterScreen(count: state.count) }
    }
}
