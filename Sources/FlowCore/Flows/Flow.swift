/// A flow: a value-type `State`, a ``Router`` over it, and a typed `Output` for its parent.
///
/// A flow is ``Routable``, so a rule can route to another flow and flows nest to any depth. A
/// flow may be viewless (route only to other flows). When its router reaches a rule whose
/// routable is `nil`, the flow is done: the navigator computes its `Output` and hands it to
/// the parent's rule (see ``Router/addRoute(_:_:name:presentation:fileID:line:onOutput:)``).
///
/// ```swift
/// let onboarding = Flow("Onboarding", initialState: OnboardingState(), output: { $0.account }) { router in
///     router.addRoute({ $0.phoneNumber == nil }, EnterPhoneScreen(), name: "enter phone")
///     router.addRoute({ $0.verificationCode == nil }, VerifyPhoneScreen(), name: "verify phone")
///     router.addRoute({ $0.email == nil }, EnterEmailScreen(), name: "enter email")
///     router.addRoute({ _ in true }, nil, name: "done")
/// }
/// onboarding.onEvent { flow, event in
///     guard event.action == "submit-phone" else { return .unhandled }
///     flow.update { $0.phoneNumber = event["phone"] }
///     return .handled
/// }
/// ```
@MainActor
public final class Flow<State: Sendable, Output: Sendable>: Routable {
    /// The flow's name, as shown in paths, logs and exports.
    public let name: String
    /// The flow's rules.
    public let router: Router<State>
    /// The flow's current state; change it with ``update(_:)``.
    public private(set) var state: State
    /// Whether the flow is on the navigator's active path.
    public private(set) var isActive = false

    /// The navigator hosting this flow, once it has been on a path; plugins use it to log and go back.
    public internal(set) weak var navigator: Navigator?
    private let makeOutput: (State) -> Output
    private var eventHandlers: [(Flow, ScreenEvent) -> EventHandling] = []
    private var keyedEventHandlers: [(key: String, handle: (Flow, ScreenEvent) -> EventHandling)] = []
    private var screenDecorators: [(key: String, decorate: (inout Screen, State) -> Void)] = []
    private var activationHandlers: [() -> Void] = []
    private var deactivationHandlers: [() -> Void] = []
    private var outputHandlers: [(Output) -> Void] = []
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTaskID = 0

    /// Creates a flow.
    ///
    /// - Parameters:
    ///   - name: the flow's name in paths, logs and exports.
    ///   - initialState: the state the flow starts in.
    ///   - output: the value the flow hands to its parent when its router routes to `nil`.
    ///   - routes: adds the flow's rules to its router, in order.
    public init(
        _ name: String,
        initialState: State,
        output: @escaping (State) -> Output,
        routes: (Router<State>) -> Void
    ) {
        self.name = name
        self.state = initialState
        self.makeOutput = output
        self.router = Router()
        routes(router)
        router.onChange = { [weak self] in self?.navigator?.setNeedsUpdate() }
    }

    /// The flow as a node of the route path.
    public nonisolated var routeNode: RouteNode { .flow(FlowHandle(self)) }

    /// A type-erased reference to this flow.
    public var handle: FlowHandle { FlowHandle(self) }

    /// Changes the state; the navigator routes again once per turn, however many changes are made.
    ///
    /// ```swift
    /// flow.update { $0.phoneNumber = "+1 555 0100" }
    /// ```
    public func update(_ mutate: (inout State) -> Void) {
        let before = navigator == nil ? nil : String(describing: state)
        mutate(&state)
        if let before { navigator?.flowDidChange(name, from: before, to: String(describing: state)) }
    }

    /// Adds a handler for events sent from this flow's screens (or passed up by its children).
    ///
    /// Handlers run in the order they were added until one returns ``EventHandling/handled``;
    /// an event no handler takes travels up to the parent flow.
    public func onEvent(_ handler: @escaping (Flow, ScreenEvent) -> EventHandling) {
        eventHandlers.append(handler)
    }

    /// Adds, replaces or (with `nil`) removes an event handler by key; this is how plugins handle events.
    ///
    /// Keyed handlers run after the flow's own handlers, in the order their keys were first set.
    public func setEventHandler(_ key: String, _ handler: ((Flow, ScreenEvent) -> EventHandling)?) {
        keyedEventHandlers.removeAll { $0.key == key }
        if let handler { keyedEventHandlers.append((key, handler)) }
    }

    /// Adds, replaces or (with `nil`) removes a transform applied to every screen this flow shows.
    ///
    /// Plugins use it to put items in a screen's lists and views in its slots without the flow
    /// knowing about them. The navigator renders the screen again on its next update.
    ///
    /// ```swift
    /// flow.setScreenDecorator("coupons") { screen, state in
    ///     screen.lists[0].items.append(Screen.Item(id: "coupons", title: "Coupons"))
    /// }
    /// ```
    public func setScreenDecorator(_ key: String, _ decorate: ((inout Screen, State) -> Void)?) {
        screenDecorators.removeAll { $0.key == key }
        if let decorate { screenDecorators.append((key, decorate)) }
        navigator?.setNeedsUpdate()
    }

    /// The keys of the event handlers and screen decorators set with `setEventHandler` and `setScreenDecorator`.
    public var contributionKeys: (eventHandlers: [String], screenDecorators: [String]) {
        (keyedEventHandlers.map(\.key), screenDecorators.map(\.key))
    }

    /// Runs `handler` whenever the flow enters the active path.
    public func onActivate(_ handler: @escaping () -> Void) { activationHandlers.append(handler) }

    /// Runs `handler` whenever the flow leaves the active path.
    public func onDeactivate(_ handler: @escaping () -> Void) { deactivationHandlers.append(handler) }

    /// Runs `handler` with each output: values from ``produce(_:)`` and the final one when the flow finishes.
    public func onOutput(_ handler: @escaping (Output) -> Void) { outputHandlers.append(handler) }

    /// Emits an intermediate output without finishing (e.g. a live price while a ride is configured).
    public func produce(_ output: Output) {
        for handler in outputHandlers { handler(output) }
    }

    /// Starts async work scoped to this flow: it is cancelled when the flow leaves the active path.
    ///
    /// ```swift
    /// flow.run { flow in
    ///     let sent = await service.sendCode(to: phone)
    ///     flow.update { $0.codeSent = sent }
    /// }
    /// ```
    public func run(_ operation: @escaping @MainActor (Flow) async -> Void) {
        let id = nextTaskID
        nextTaskID += 1
        tasks[id] = Task { [weak self] in
            guard let self else { return }
            await operation(self)
            self.tasks[id] = nil
        }
    }

    /// How many tasks started with ``run(_:)`` are still running.
    public var runningTaskCount: Int { tasks.count }

}

extension Flow where Output == Void {
    /// Creates a flow with no output, for flows whose parent only needs to know they finished.
    public convenience init(_ name: String, initialState: State, routes: (Router<State>) -> Void) {
        self.init(name, initialState: initialState, output: { _ in () }, routes: routes)
    }
}

extension Flow: FlowRuntime {
    var rules: [RouteRule] { router.rules }
    var currentRule: RouteRule? { router.current.map { router.rules[$0.index] } }
    var stateDescription: String { String(describing: state) }
    var stateSnapshot: any Sendable { state }
    var currentTarget: RouteNode? {
        guard let current = router.current else { return nil }
        switch router.targets[current.index] {
        case .render(let render): return .screen(render(state))
        case .routable: return current.routable?.routeNode
        }
    }

    func step() -> FlowStep {
        guard let rule = router.route(for: state) else {
            router.current = nil
            return .noMatch
        }
        let target = router.targets[rule.index]
        switch target {
        case .render(let render):
            router.current = (rule.index, nil)
            return .screen(decorated(render(state)), rule)
        case .routable(let build, _):
            if router.current?.index != rule.index || router.current?.routable == nil {
                router.current = (rule.index, build())
            }
            guard let routable = router.current?.routable else { return .finished(rule) }
            switch routable.routeNode {
            case .screen(let screen): return .screen(decorated(screen), rule)
            case .flow(let child): return .flow(child, rule)
            }
        }
    }

    private func decorated(_ screen: Screen) -> Screen {
        guard !screenDecorators.isEmpty else { return screen }
        var screen = screen
        for decorator in screenDecorators { decorator.decorate(&screen, state) }
        return screen
    }

    func childDidFinish(output: any Sendable) {
        guard let current = router.current else { return }
        if case .routable(_, let deliver?) = router.targets[current.index] {
            let before = String(describing: state)
            deliver(&state, output)
            navigator?.log.record(.stateChanged(flow: name, from: before, to: String(describing: state)))
        }
        router.current = nil
    }

    func finish() -> any Sendable {
        let output = makeOutput(state)
        for handler in outputHandlers { handler(output) }
        return output
    }

    func restore(_ snapshot: any Sendable) {
        guard let restored = snapshot as? State else {
            preconditionFailure("Flow '\(name)' was asked to restore a \(type(of: snapshot)), not its \(State.self).")
        }
        state = restored
    }

    func handle(_ event: ScreenEvent) -> EventHandling {
        for handler in eventHandlers where handler(self, event) == .handled { return .handled }
        for handler in keyedEventHandlers where handler.handle(self, event) == .handled { return .handled }
        return .unhandled
    }

    func activate() {
        isActive = true
        router.isSealed = true
        for handler in activationHandlers { handler() }
    }

    func deactivate() {
        isActive = false
        for task in tasks.values { task.cancel() }
        tasks.removeAll()
        router.current = nil
        for handler in deactivationHandlers { handler() }
    }
}
