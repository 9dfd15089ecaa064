/// A flow: a value-type `State`, typed `Action`s with a reducer, a ``Router`` over the state, and a typed `Output`.
///
/// Screens send the flow's actions; the reducer changes the state and may return effects
/// (see ``Effect``) that run while the flow is on the active path and are cancelled when it
/// leaves. The router then picks the next screen or child flow from the new state. When it
/// reaches a finish rule, the flow is done: the navigator computes its `Output` and hands it
/// to the parent's rule. A flow is ``Routable``, so flows nest to any depth.
///
/// ```swift
/// enum Action: Sendable { case submitPhone(String), submitEmail(String) }
///
/// let onboarding = Flow<OnboardingState, Action, String>(
///     "Onboarding", initialState: OnboardingState(), output: { $0.email ?? "" },
///     reducer: { state, action in
///         switch action {
///         case .submitPhone(let phone): state.phoneNumber = phone
///         case .submitEmail(let email): state.email = email
///         }
///         return .none
///     }
/// ) { router in
///     router.addScreen({ $0.phoneNumber == nil }, name: "enter phone") { _, send in
///         EnterPhoneScreen(submit: { send(.submitPhone($0)) })
///     }
///     router.addScreen({ $0.email == nil }, name: "enter email") { _, send in
///         EnterEmailScreen(submit: { send(.submitEmail($0)) })
///     }
///     router.addFinish({ _ in true }, name: "done")
/// }
/// ```
@MainActor
public final class Flow<State: Sendable, Action: Sendable, Output: Sendable>: Routable {
    /// The flow's name, as shown in paths, logs and exports.
    public let name: String
    /// The flow's rules.
    public let router: Router<State, Action>
    /// The flow's state and the effects its reducer started.
    public let store: Store<State, Action>
    // The navigator's bookkeeping is `@exclusivity(unchecked)`: main-actor only, never accessed
    // across a call that could come back, so the dynamic checks on every update would never fire.
    /// Whether the flow is on the navigator's active path.
    @exclusivity(unchecked) public internal(set) var isActive = false

    /// Set when the state, rules or decorations changed since the flow last routed.
    var needsRouting: Bool {
        get { routingFlag }
        set {
            let wasSet = routingFlag
            routingFlag = newValue
            // The navigator keeps the list of flows to route, so routing need not ask every flow on the path.
            if newValue, !wasSet { navigator?.requestRouting(of: ObjectIdentifier(self)) }
        }
    }
    @exclusivity(unchecked) private var routingFlag = true
    /// The navigator hosting this flow, once it has been on a path.
    package var navigator: Navigator? { navigatorReference?.navigator }
    /// How the flow reaches its navigator (see ``NavigatorReference``); set when it enters a path.
    @exclusivity(unchecked) var navigatorReference: NavigatorReference?
    let makeOutput: (State) -> Output
    var screenDecorators: [(key: String, decorate: (inout any Screen, State) -> Void)] = [] {
        didSet { hasScreenDecorators = !screenDecorators.isEmpty }
    }
    /// Kept apart so rendering a screen does not look up the generic decorator array's type metadata.
    @exclusivity(unchecked) var hasScreenDecorators = false
    var activationHandlers: [() -> Void] = []
    var deactivationHandlers: [() -> Void] = []
    var outputHandlers: [(Output) -> Void] = []
    /// Each returns the parts of the state it dropped, for the restoration report (see ``onRestore(reporting:)``).
    var restoreHandlers: [(inout State) -> [RestorationReport.SkippedPart]] = [] {
        didSet { hasRestoreHandlers = !restoreHandlers.isEmpty }
    }
    /// Kept apart so restoring a flow without handlers does not look up the generic handler array's type metadata.
    @exclusivity(unchecked) var hasRestoreHandlers = false
    /// Set when the flow finished and handed its output on: a finished flow is never routed again.
    @exclusivity(unchecked) var hasFinished = false
    /// The states the flow had at its last steps, kept only when a rule restores earlier states (see ``Back/restoringEarlierState``).
    @exclusivity(unchecked) var steps = EarlierStates<State>()
    /// What attached plugins contribute, whatever their flags (see ``PluginContribution``).
    var pluginContributions: [PluginContribution] = []

    /// Creates a flow.
    ///
    /// - Parameters:
    ///   - name: the flow's name in paths, logs and exports.
    ///   - initialState: the state the flow starts in.
    ///   - output: the value the flow hands to its parent when a finish rule is reached.
    ///   - reducer: changes the state for each action and returns the effects to run.
    ///   - routes: adds the flow's rules to its router, in order.
    public init(
        _ name: String,
        initialState: State,
        output: @escaping (State) -> Output,
        reducer: @escaping (inout State, Action) -> Effect<Action>,
        routes: (Router<State, Action>) -> Void
    ) {
        self.name = name
        self.makeOutput = output
        self.store = Store(initialState: initialState, reducer: reducer)
        self.router = Router()
        routes(router)
        // Unowned, not weak: a weakly referenced object pays for every retain on the hot path, and
        // these closures are cleared in deinit, so they never outlive the flow.
        router.onChange = { [unowned self] in
            needsRouting = true
            navigator?.setNeedsUpdate()
        }
        store.didChange = { [unowned self] action in
            // Loaded once: each load of the weak reference is a runtime call and a retain.
            guard let navigator else { return }
            // As in `stateDidChange(_:)`: under the default policy the action is not boxed to be dropped.
            if navigator.stateLogging.showsStates {
                navigator.flowDidReceive(action, name: name)
            } else {
                navigator.flowDidReceiveAction(name: name)
            }
            stateDidChange(navigator)
        }
    }

    isolated deinit {
        router.onChange = nil
        store.didChange = nil
    }

    /// The flow's current state; it changes through actions (``send(_:)``) and ``update(_:)``.
    public var state: State { store.state }

    /// A type-erased reference to this flow.
    public var handle: FlowHandle { FlowHandle(self) }

    /// A sink for the flow's actions, the same one its screen rules get.
    public var sink: Send<Action> { store.sink }

    /// Sends `action` to the flow's reducer; the navigator routes again once per turn.
    public func send(_ action: Action) { store.send(action) }

    /// Changes the state outside the reducer; deep links and plugins use this.
    ///
    /// ```swift
    /// flow.update { $0.phoneNumber = "+1 555 0100" }
    /// ```
    public func update(_ mutate: (inout State) -> Void) {
        // The navigator is told here rather than by store hooks: the weak reference is loaded
        // once for the whole change, and no closure context or unowned reference is retained.
        guard let navigator else {
            store.update(mutate)
            return
        }
        store.update(mutate) { stateDidChange(navigator) }
    }

    /// Adds, replaces or (with `nil`) removes a transform applied to every screen this flow shows.
    ///
    /// Plugins use it to put items in an ``ExtensibleScreen``'s lists and views in its slots
    /// without the flow knowing about them. The navigator renders the screen again on its next update.
    public func setScreenDecorator(_ key: String, _ decorate: ((inout any Screen, State) -> Void)?) {
        if let index = screenDecorators.firstIndex(where: { $0.key == key }) { screenDecorators.remove(at: index) }
        if let decorate { screenDecorators.append((key, decorate)) }
        needsRouting = true
        navigator?.setNeedsUpdate()
    }

    /// The keys of the screen decorators set with ``setScreenDecorator(_:_:)``.
    public var screenDecoratorKeys: [String] { screenDecorators.map { $0.key } }

    /// Runs `handler` whenever the flow enters the active path.
    public func onActivate(_ handler: @escaping () -> Void) { activationHandlers.append(handler) }

    /// Runs `handler` whenever the flow leaves the active path.
    public func onDeactivate(_ handler: @escaping () -> Void) { deactivationHandlers.append(handler) }

    /// Runs `handler` with each output: values from ``produce(_:)`` and the final one when the flow finishes.
    public func onOutput(_ handler: @escaping (Output) -> Void) { outputHandlers.append(handler) }

    /// Runs `handler` on an earlier state the flow is about to get back, before the flow routes with it.
    ///
    /// It runs when back restores the flow's earlier state (``Back/restoringEarlierState``) and
    /// when a saved document is restored. Extensions that keep values in the state use it to drop
    /// values that no longer apply (plugins clear the storage of a plugin switched off since).
    public func onRestore(_ handler: @escaping (inout State) -> Void) {
        restoreHandlers.append { state in
            handler(&state)
            return []
        }
    }

    /// Runs `handler` as ``onRestore(_:)`` does; what it returns is what it dropped, which a restored document's report lists.
    ///
    /// Plugins use it: the storage of a plugin that is off at restore is dropped, and the report's
    /// headline says "partly restored: skipped …" instead of "restored".
    package func onRestore(reporting handler: @escaping (inout State) -> [RestorationReport.SkippedPart]) {
        restoreHandlers.append(handler)
    }

    /// Emits an intermediate output without finishing (e.g. a live price while a ride is configured).
    public func produce(_ output: Output) {
        for handler in outputHandlers { handler(output) }
    }

    /// How many effects of the flow's reducer are still running.
    public var runningEffectCount: Int { store.runningEffectCount }

    /// Tells the navigator about a change, with plain values: making `self` an `any FlowRuntime`
    /// here would look up this generic class's metadata on every change.
    ///
    /// A reduced action is logged before, by the navigator's `flowDidReceive(_:name:)`: passing it
    /// here as an optional existential would copy that optional on every change, even when `nil`.
    private func stateDidChange(_ navigator: Navigator) {
        // Set here rather than through `needsRouting`, whose observer would load the weak navigator again.
        if !routingFlag {
            routingFlag = true
            navigator.requestRouting(of: ObjectIdentifier(self))
        }
        // Two calls rather than one with an optional state: the `nil` passed under the default
        // policy would still be made and destroyed through the runtime on every change.
        if navigator.stateLogging.showsStates {
            navigator.flowDidChange(ObjectIdentifier(self), name: name, state: state)
        } else {
            navigator.flowDidChange(ObjectIdentifier(self), name: name)
        }
    }
}

extension Flow where Output == Void {
    /// Creates a flow with no output, for flows whose parent only needs to know they finished.
    public convenience init(
        _ name: String,
        initialState: State,
        reducer: @escaping (inout State, Action) -> Effect<Action>,
        routes: (Router<State, Action>) -> Void
    ) {
        self.init(name, initialState: initialState, output: { _ in () }, reducer: reducer, routes: routes)
    }
}

extension Flow where Action == Never {
    /// Creates a flow without actions: a viewless flow that routes only by its state and its children's outputs.
    public convenience init(
        _ name: String,
        initialState: State,
        output: @escaping (State) -> Output,
        routes: (Router<State, Action>) -> Void
    ) {
        self.init(name, initialState: initialState, output: output, reducer: Self.ignoringActions, routes: routes)
    }
}

extension Flow where Action == Never, Output == Void {
    /// Creates a flow with neither actions nor output.
    public convenience init(_ name: String, initialState: State, routes: (Router<State, Action>) -> Void) {
        self.init(name, initialState: initialState, output: { _ in () }, reducer: Self.ignoringActions, routes: routes)
    }
}

extension Flow {
    /// The reducer of a flow without actions.
    static func ignoringActions(_ state: inout State, _ action: Action) -> Effect<Action> { .none }
}
