/// State, a reducer and the effects it started: Lyft's unidirectional data flow in one object.
///
/// Actions go in through ``send(_:)``; the reducer changes the state and returns an
/// ``Effect``; the store runs the effect, which may send more actions. Every flow runs one
/// (its effects end when it leaves the path), and a screen with local state can run its own:
///
/// ```swift
/// let store = Store(initialState: Counter()) { state, action in
///     switch action {
///     case .increment: state.count += 1
///     }
///     return .none
/// }
/// let observation = store.observe { print($0.count) }
/// store.send(.increment)  // prints 1
/// ```
@MainActor
public final class Store<State: Sendable, Action: Sendable> {
    /// Where an action came from, for the event log and testers.
    package enum Origin: Sendable {
        /// Sent with ``Store/send(_:)``, e.g. by a screen or a test.
        case sent
        /// Sent by an effect.
        case effect
    }

    /// The current state.
    public var state: State { storedState }
    // Unchecked: a read during a change sees a whole value (reducers change the state in place).
    // Changes during a change or while routing reads the state, which could be unsafe, are caught
    // by `isChanging` and `isReadInPlace` instead, a flag test rather than a runtime access-set lookup.
    /// The state itself. Internal so that routing reads it in place, without a copy (see
    /// `Flow.step(rendering:)`, which sets ``isReadInPlace`` meanwhile); everything else reads ``state``.
    @exclusivity(unchecked) var storedState: State
    @exclusivity(unchecked) private var isChanging = false
    /// Set while the flow's rules and renderer read ``storedState`` in place: a change then traps.
    @exclusivity(unchecked) var isReadInPlace = false
    let reducer: (inout State, Action) -> Effect<Action>
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var named: [EffectID: Int] = [:]
    private var nextTaskID = 0
    /// Bumped by ``cancelEffects()`` so that actions sent by cancelled effects are dropped.
    private var generation = 0
    private var observers: [Int: (State) -> Void] = [:] {
        didSet { hasObservers = !observers.isEmpty }
    }
    // Hooks and caches are `@exclusivity(unchecked)`: main-actor only and never accessed across a
    // call that could come back; `state` keeps its checks, as a reducer could reach for it.
    /// Kept apart so a change without observers does not look up the observer dictionary's generic type.
    @exclusivity(unchecked) private var hasObservers = false
    private var nextObserverID = 0
    /// Called after every state change a reduced action made, with the action.
    @exclusivity(unchecked) package var didChange: ((Action) -> Void)?
    /// Called with every action before the reducer runs.
    @exclusivity(unchecked) package var willReduce: ((Action, Origin) -> Void)?

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - initialState: the state it starts in.
    ///   - reducer: changes the state for an action and returns the effects to run.
    public init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
        // The sink exists before the store does, so it reaches the store through a relay.
        let relay = ActionRelay<State, Action>()
        self.sink = Send { relay.store?.send($0) }
        self.storedState = initialState
        self.reducer = reducer
        relay.store = self
    }

    /// Sends `action` to the reducer and runs the effect it returns.
    public func send(_ action: Action) { receive(action, from: .sent) }

    /// A sink for `action`s, for screens to capture.
    ///
    /// Made once, with the store, and constant: screens are rendered on every update, and
    /// passing a constant to a renderer copies nothing.
    public let sink: Send<Action>

    /// How many effects are still running.
    public var runningEffectCount: Int { tasks.count }

    /// Registers `handler` to run with the state after every change; keep the returned token to stay registered.
    public func observe(_ handler: @escaping (State) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        return ObservationToken { [weak self] in self?.observers[id] = nil }
    }

    /// Cancels every running effect; actions they send afterwards are dropped.
    public func cancelEffects() {
        generation += 1
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        named.removeAll()
    }

    /// Changes the state outside the reducer: deep links, plugins and restoration use this, through their flow.
    ///
    /// Calls none of the hooks, only `didChange` after the change and then the observers: the
    /// flow tells its navigator around the change itself (see `Flow.update(_:)`), which loads
    /// its weak navigator once instead of once in each of two hook closures, each called through
    /// a retained context and an unowned reference back to the flow.
    package func update(_ mutate: (inout State) -> Void, then didChange: () -> Void = {}) {
        beginChange()
        mutate(&storedState)
        isChanging = false
        didChange()
        if hasObservers { notifyObservers() }
    }

    private func receive(_ action: Action, from origin: Origin) {
        willReduce?(action, origin)
        beginChange()
        let effect = reducer(&storedState, action)
        isChanging = false
        didChange?(action)
        if hasObservers { notifyObservers() }
        run(effect)
    }

    /// Traps on a change made while another one is under way, as the exclusivity check did, or while routing reads the state.
    private func beginChange() {
        precondition(!isChanging, "\(Self.self): the state was changed while a change was under way")
        precondition(
            !isReadInPlace,
            "\(Self.self): the state was changed while the flow's rules or screen renderers were reading it; a rule's condition and a render closure must only read the state (a screen sends an action instead)."
        )
        isChanging = true
    }

    /// Callers test `hasObservers` first: the call alone, into code generic over `State`, costs more than the test.
    private func notifyObservers() {
        for observer in observers.values { observer(state) }
    }

    private func run(_ effect: Effect<Action>) {
        // A `nil` test for `.none`, the common case (see `Effect.operations`).
        guard let operations = effect.operations else { return }
        for operation in operations {
            switch operation {
            case .cancel(let id):
                if let task = named.removeValue(forKey: id) { tasks.removeValue(forKey: task)?.cancel() }
            case .run(let id, let work):
                if let id, let task = named.removeValue(forKey: id) { tasks.removeValue(forKey: task)?.cancel() }
                start(work, id: id)
            }
        }
    }

    private func start(_ work: @escaping @Sendable (Send<Action>) async -> Void, id: EffectID?) {
        let key = nextTaskID
        nextTaskID += 1
        let generation = self.generation
        let send = Send<Action> { [weak self] action in
            // A cancelled or replaced effect is no longer in `tasks`: what it sends is dropped.
            guard let self, self.generation == generation, self.tasks[key] != nil else { return }
            self.receive(action, from: .effect)
        }
        if let id { named[id] = key }
        tasks[key] = Task { [weak self] in
            await work(send)
            guard let self, self.generation == generation else { return }
            self.tasks[key] = nil
            if let id, self.named[id] == key { self.named[id] = nil }
        }
    }

    isolated deinit {
        for task in tasks.values { task.cancel() }
    }
}

/// Hands a store's sink's actions to the store, which it holds weakly: a sink made while the store
/// is initialized cannot capture the store itself.
@MainActor
private final class ActionRelay<State: Sendable, Action: Sendable> {
    weak var store: Store<State, Action>?
}
