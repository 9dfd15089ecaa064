/// Hosts the root flow and turns state changes into the active route path and transitions.
///
/// After every state change the navigator routes the flows that changed, in place over the
/// previous path (root … leaf screen), moves its reference ``HostModel`` forward, emits the
/// transitions to its host and records everything in its ``log``. Several changes made in one
/// turn produce one update. Back is leaving the top screen, decided by the flow that shows it
/// (see ``Back``); it never rewinds business state.
///
/// ```swift
/// let navigator = Navigator(root: OnboardingFlow.make(service: service))
/// navigator.host = myHost
/// navigator.start()
/// onboarding.send(.submitPhone("+1 555 0100"))  // or a screen's closure sends it
/// navigator.flush()
/// print(navigator.path)  // Onboarding > verify-phone
/// navigator.back()       // the rule of verify-phone declares `back: .send(.changeNumber)`
/// print(navigator.path)  // Onboarding > enter-phone
/// ```
@MainActor
public final class Navigator {
    // Stored properties are `@exclusivity(unchecked)`: the navigator lives on the main actor,
    // and no access to them overlaps another (none is held across a call that could come back),
    // so a dynamic check (~40 instructions each, dozens per update) would never fire.
    /// The bounds that keep a misbehaving tree from hanging the navigator.
    public let limits: NavigatorLimits
    /// Receives every update; held weakly.
    @exclusivity(unchecked) public weak var host: (any NavigatorHost)?
    /// What a host that applied every transition shows: the reference ``HostModel``.
    ///
    /// Its top is the path's leaf screen. While a modal layer is shown, the layers beneath
    /// keep what they showed; when it closes, the uncovered layer catches up with the path.
    public var hostModel: HostModel { layout.model }
    /// The active path: root flow, nested flows, leaf screen.
    @exclusivity(unchecked) public private(set) var path = RoutePath()
    /// The leaf screen to render, or `nil` before start and after the root flow finished.
    public var screen: (any Screen)? { shownEntries.last?.screen }
    /// Everything the navigator did, oldest first.
    @exclusivity(unchecked) public internal(set) var log: EventLog
    /// The root flow's output, once it finished; ``rootOutput(as:)`` reads it as the root's `Output` type.
    @exclusivity(unchecked) public internal(set) var rootOutput: (any Sendable)? {
        didSet { rootFinished = rootOutput != nil }
    }
    /// Whether `rootOutput` is set, kept apart so routing tests a flag rather than the optional existential.
    @exclusivity(unchecked) var rootFinished = false
    /// How flow states appear in the log and in errors; omitted by default, since states may hold personal data.
    @exclusivity(unchecked) public var stateLogging: StateLogging = .omitted
    /// Whether ``start()`` was called.
    @exclusivity(unchecked) public internal(set) var isStarted = false

    // MARK: Bookkeeping and its invariants
    //
    // The fields below let an update cost what its rules cost. What holds between updates:
    // - `entries` is the active path: chains (the root's, then each presented flow's, in
    //   `presentations` order) are contiguous, each ends with its screen, and a screen entry's
    //   owner is the flow entry just above it. `path` is `entries`' route path.
    // - `routedCount`, `intactCount`, `previousTail` and `hasParted` describe the path being routed
    //   over the previous one (`Navigator+RoutedPath.swift`); between updates `previousTail` is
    //   empty and `intactCount == entries.count`.
    // - `layout` is what a host that applied every update shows: its top is the path's leaf, and
    //   every layer above the base was opened by an entry of the path that entered with
    //   `.present`. A covered item keeps the value it was last shown with and, for an owner that
    //   keeps earlier states, that owner's state then (`keepCovered`); the top item keeps no state.
    // - `routingGeneration` counts applied routings; a flow's `EarlierStates` are read against it.
    // - `routingRequests` lists the flows to route next (`routingRequestsOverflowed` when more
    //   did); `needsFullCheck` asks every flow on the path instead.
    // - `backBatch` is set only while back takes its steps; `pendingCause` only between a back's
    //   state change and the routing it asks for.
    // `differenceFromScratch()` (`Navigator+Consistency.swift`) checks the path and the host model
    // against a from-scratch evaluation; the random walks call it after every step.

    let root: FlowHandle
    /// How flows, presentations and hubs reach this navigator (see ``NavigatorReference``).
    package let reference = NavigatorReference()
    @exclusivity(unchecked) var entries: [PathEntry] = []
    @exclusivity(unchecked) var presentations: [PresentedFlow] = []
    /// What a host that applied every transition shows.
    @exclusivity(unchecked) var layout = HostLayout()
    /// The item the layout's last pop took off a stack, for the push that often follows (see `HostLayout.advance`).
    ///
    /// Items hold only a screen's id and identity, never a screen, so keeping one costs a few strings.
    @exclusivity(unchecked) var spareItem: HostLayout.Item?
    /// Counts routings, so a flow can tell its state before this routing from its state in it (see ``EarlierStates``).
    @exclusivity(unchecked) var routingGeneration = 0
    /// The cause the next routing's transitions get, set by back before the flows it asked to change route.
    @exclusivity(unchecked) var pendingCause: Transition.Cause?
    /// While `back(count:)` or `back(to:)` repeats its step: the layout before the first step and
    /// the transitions' cause, so the host gets one update for all steps (see `Navigator+Back.swift`).
    @exclusivity(unchecked) var backBatch: (start: HostLayout, cause: Transition.Cause)?
    /// While routing: how many leading `entries` the routed path has (see `Navigator+RoutedPath.swift`).
    @exclusivity(unchecked) var routedCount = 0
    /// From routing until the update is applied: how many leading `entries` are the previous path's, untouched.
    @exclusivity(unchecked) var intactCount = 0
    /// From routing until the update is applied: the previous path's entries after `intactCount`.
    ///
    /// Emptied, keeping its storage, once the update is applied: no allocation per update.
    @exclusivity(unchecked) var previousTail: [PathEntry] = []
    /// While routing: whether the routed path has left the previous one, so `entries` holds only the routed path.
    @exclusivity(unchecked) var hasParted = false
    /// The first entry of the path being evaluated that was stepped, rebuilt or moved.
    @exclusivity(unchecked) var firstChangedEntry = 0
    /// The flows whose `needsRouting` was set since the last routing, unless more than fit (see `requestRouting(of:)`).
    @exclusivity(unchecked) var routingRequests: [ObjectIdentifier] = []
    /// Set when `routingRequests` overflowed: routing then asks every flow on the path.
    @exclusivity(unchecked) var routingRequestsOverflowed = false
    /// Set when a flow's state changes while the path is evaluated.
    @exclusivity(unchecked) var flowChangedWhileEvaluating = false
    /// Set when a change waits for the next update; internal so that an undone restoration can drop its requests.
    @exclusivity(unchecked) var needsUpdate = false
    @exclusivity(unchecked) var isEvaluating = false
    /// Whether the next routing checks every rule on the path, not only the flows that changed.
    @exclusivity(unchecked) var needsFullCheck = true
    @exclusivity(unchecked) private var isUpdateScheduled = false
    @exclusivity(unchecked) private var observers: [Int: (NavigationUpdate) -> Void] = [:]
    @exclusivity(unchecked) private var nextObserverID = 0

    /// Creates a navigator for `root`; call ``start()`` to route for the first time.
    public convenience init<State, Action, Output>(
        root: Flow<State, Action, Output>, limits: NavigatorLimits = NavigatorLimits()
    ) {
        self.init(root: root.handle, limits: limits)
    }

    /// Creates a navigator for a type-erased root flow.
    public init(root: FlowHandle, limits: NavigatorLimits = NavigatorLimits()) {
        self.root = root
        self.limits = limits
        self.log = EventLog(capacity: limits.eventLogCapacity)
        reference.connect(self)
    }

    isolated deinit { reference.disconnect() }

    /// Routes for the first time and shows the first screen.
    public func start() {
        precondition(!isStarted, "Navigator.start() was called twice; a navigator starts once.")
        isStarted = true
        route(cause: .start)
        flush()
    }

    /// The root flow's output as its own type, once it finished; `nil` before, or for another type.
    ///
    /// ```swift
    /// let navigator = Navigator(root: OnboardingFlow.make(service: verifier))
    /// // … the rider signs up …
    /// navigator.rootOutput(as: OnboardingResult.self)?.email  // "ada@example.com"
    /// ```
    public func rootOutput<Output: Sendable>(as type: Output.Type) -> Output? { rootOutput as? Output }

    /// How many effects are still running in flows on the path.
    public var runningEffectCount: Int { shownEntries.reduce(0) { $0 + ($1.flow?.runtime.runningEffectCount ?? 0) } }

    /// The flows on the active path, root first, then presented flows.
    public var activeFlows: [FlowHandle] { shownEntries.compactMap(\.flow) }

    /// The path the host shows: while routing (a finishing flow's output handler runs), still the previous one.
    private var shownEntries: [PathEntry] { isEvaluating ? previousEntries : entries }

    /// Applies pending state changes now instead of at the end of the turn.
    ///
    /// Hosts and testers that need a synchronous answer call this; otherwise the navigator
    /// updates once per main-actor turn on its own.
    public func flush() {
        var rounds = 0
        // The update itself, then a round for each finish whose output changed flows routed before
        // it: with no finish allowed (a limit of 0) an update still routes.
        while needsUpdate, isStarted, rounds <= limits.maximumFinishesPerUpdate {
            needsUpdate = false
            rounds += 1
            route(cause: pendingCause.take())
        }
    }

    /// Checks every rule on the path again on the next update, not only those of flows whose state changed.
    ///
    /// Rules should read only their flow's state; a rule that also reads something outside it
    /// (a shared account store, say) is checked again after presentations and this call.
    public func setNeedsRouting() {
        needsFullCheck = true
        setNeedsUpdate()
    }

    /// Registers `handler` to run after every update, once the host has been handed it; keep the returned observation to stay registered.
    public func observe(_ handler: @escaping (NavigationUpdate) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        return ObservationToken { [reference] in reference.navigator?.observers[id] = nil }
    }

    /// Records a note from an extension of the engine (plugins, deep links) in the event log.
    package func record(_ category: String, _ message: String) {
        log.record(.note(category: category, message: message))
    }

    // MARK: Called by flows

    /// Records the action a flow's reducer received, just before its state change.
    func flowDidReceive(_ action: any Sendable, name: String) {
        log.record(.action(flow: name, action: LoggedValue(value: action, policy: stateLogging)))
    }

    /// Records that a flow's reducer received an action, under the default policy, which does not show it.
    func flowDidReceiveAction(name: String) {
        log.recordAction(of: name)
    }

    /// Records a flow's state change (its `needsRouting` is already set) and schedules an update.
    ///
    /// Without the state: when ``stateLogging`` shows states, the flow calls
    /// `flowDidChange(_:name:state:)` instead, so a change under the default policy makes and
    /// destroys no optional state.
    func flowDidChange(_ flow: ObjectIdentifier, name: String) {
        log.recordStateChange(of: name)
        followChange(of: flow)
    }

    /// Records a flow's state change and its new state, for a ``stateLogging`` policy that shows states.
    func flowDidChange(_ flow: ObjectIdentifier, name: String, state: consuming any Sendable) {
        log.recordStateChange(of: name, to: LoggedValue(kept: state, policy: stateLogging))
        followChange(of: flow)
    }

    /// What a logged state change of `flow` sets going: an update is scheduled.
    private func followChange(of flow: ObjectIdentifier) {
        // A child's output delivered while routing is picked up by the routing under way.
        if isEvaluating { flowChangedWhileEvaluating = true } else { setNeedsUpdate() }
    }

    /// Notes that `flow` must route again; most updates route one or two flows.
    func requestRouting(of flow: ObjectIdentifier) {
        if routingRequests.count >= 16 {
            routingRequestsOverflowed = true
        } else if !routingRequests.contains(flow) {
            routingRequests.append(flow)
        }
    }

    func setNeedsUpdate() {
        needsUpdate = true
        guard isStarted, !isUpdateScheduled else { return }
        scheduleUpdate()
    }

    /// Kept out of `setNeedsUpdate()`, so that its common case (an update already scheduled this
    /// turn) neither looks up the task's metadata nor reserves stack space for making one.
    @inline(never)
    private func scheduleUpdate() {
        isUpdateScheduled = true
        Task { @MainActor [reference] in
            guard let navigator = reference.navigator else { return }
            navigator.isUpdateScheduled = false
            navigator.flush()
        }
    }

    // MARK: Routing

    func route(cause: consuming Transition.Cause?) {
        #if DEBUG
            let checksEveryRule = needsFullCheck
        #endif
        do {
            try evaluateAll()
        } catch {
            log.record(.error(error))
            return
        }
        apply(cause: cause)
        #if DEBUG
            // A routing that checked every rule on the path must agree with a from-scratch evaluation;
            // between full checks a rule may read state outside its flow (see `setNeedsRouting()`).
            if checksEveryRule, !needsFullCheck, let difference = differenceFromScratch() {
                assertionFailure(
                    "The navigator's incremental update differs from a from-scratch evaluation: \(difference).")
            }
        #endif
        // A presented flow's output changed flows routed before it: route again (flush's next round).
        if needsFullCheck { setNeedsUpdate() }
    }

    /// Evaluates every chain (the root's, then each presented flow's), reusing what did not change.
    ///
    /// A chain is walked from its top: a flow whose state, rules and decorations did not change
    /// and whose current rule still wins keeps its part of the path, so an update costs the rule
    /// checks on the path plus the flows that really changed. The routed path replaces `entries`
    /// in place; the previous one stays readable until ``apply(cause:restoring:)``
    /// (see `Navigator+RoutedPath.swift`). If routing fails, `entries` is the previous path again.
    func evaluateAll() throws(FlowError) {
        isEvaluating = true
        defer { isEvaluating = false }
        beginRouting()
        do {
            try evaluateChains()
        } catch {
            abandonRouting()
            throw error
        }
        endRouting()
    }

    private func evaluateChains() throws(FlowError) {
        firstChangedEntry = Int.max
        // A flag test: comparing the optional existential with `nil` copies it.
        if !rootFinished {
            if case .finished(let output) = try evaluateChain(from: root, presentation: .replace, place: .root) {
                rootOutput = output
            }
        }
        var outputChangedRoutedFlows = false
        var chainIndex = 0
        while chainIndex < presentations.count {
            let presented = presentations[chainIndex]
            let name = presented.flow.name
            var ordinal = 0
            for earlier in presentations[..<chainIndex] where earlier.flow.name == name { ordinal += 1 }
            let place = PlaceKey.top(presented: name, ordinal: ordinal)
            switch try evaluateChain(from: presented.flow, presentation: presented.presentation, place: place) {
            case .screen:
                chainIndex += 1
            case .finished(let output):
                presentations.remove(at: chainIndex)
                let changedEarlier = flowChangedWhileEvaluating
                flowChangedWhileEvaluating = false
                presented.deliver(output)
                // What the presented flow handed back may change flows already routed beneath it (a
                // sign-up saved an account): those route again in a second round of the same flush.
                if flowChangedWhileEvaluating { outputChangedRoutedFlows = true }
                flowChangedWhileEvaluating = flowChangedWhileEvaluating || changedEarlier
            }
        }
        if outputChangedRoutedFlows {
            // Flags and routing requests stay, so the next round steps the flows the output changed.
            flowChangedWhileEvaluating = false
            needsFullCheck = true
            return
        }
        // Entries before the first one routing stepped were passed over because they needed no routing,
        // unless a flow changed while routing (a presented flow's output delivered beneath it).
        var index = flowChangedWhileEvaluating ? 0 : min(firstChangedEntry, routedCount)
        flowChangedWhileEvaluating = false
        while index < routedCount {
            entries[index].flow?.runtime.needsRouting = false
            index += 1
        }
        // Flows off the path keep their flag, as before, and are stepped when they enter it.
        routingRequests.empty()
        routingRequestsOverflowed = false
        needsFullCheck = false
    }

    /// Shows the routed path (`entries`): the host layout, log, lifecycle and the update to the host and observers.
    ///
    /// - Parameter restored: the layout a restored navigator's host showed, for its first update.
    func apply(cause: consuming Transition.Cause?, restoring restored: HostLayout? = nil) {
        // Both lists bound once: read from the properties, some of the calls below retained them again.
        let newEntries = entries
        let previousTail = self.previousTail
        // What the host showed. The layout is taken out and moves forward in place: reading the
        // stored one again would copy it (a retain and a release per layer).
        var next = HostLayout()
        swap(&next, &layout)
        let shown = next
        let diff = PathDiff(new: newEntries, intact: intactCount, previousTail: previousTail)
        // Switched over, not read with `??` and `==`: each of those copies the optional cause through the runtime.
        let why: Transition.Cause
        switch consume cause {
        case .some(let given): why = given
        case .none: why = diff.cause(new: newEntries, previousTail: previousTail)
        }
        let removed = diff.removed(from: previousTail)
        if let restored { next = restored }
        if !newEntries.isEmpty {
            next.advance(to: newEntries, from: removed, shared: diff.shared, spare: &spareItem)
        }
        if diff.leafChanged, let covered = shown.topItem, next.covers(covered) {
            keepCovered(covered)
        }
        if let top = next.topItem, top.keepsCoveredValues { top.releaseCoveredValues() }
        let transitions = shown.transitions(to: next, cause: why)
        _ = consume shown
        let crossesModal = next.layerCount > 1
        layout = consume next
        let newPath = Self.path(of: newEntries)
        // Loops over indices: iterating would copy every transition (strings, arrays) once more.
        var index = 0
        while index < transitions.count {
            log.recordTransition(index, of: transitions, path: newPath)
            index += 1
        }
        if !diff.keptAllFlows { updateLifecycle(old: previousEntries, new: newEntries) }
        // The entries that left the path are released now; the tail's storage is kept for the next
        // routing. (The local `previousTail` is not used after this point either, so the optimizer
        // ends it here and emptying the tail copies nothing.)
        _ = consume removed
        clearPreviousTail()
        intactCount = newEntries.count
        path = newPath
        // After the covered screen took its flow's earlier state: a routing that failed (and was
        // not applied) counts as part of the next one, so its steps never become an earlier state.
        routingGeneration &+= 1
        guard backBatch == nil else { return }
        let update = makeUpdate(
            path: consume newPath, entries: newEntries, transitions: transitions,
            showsBeneath: crossesModal || Self.bringsInStacks(transitions))
        host?.navigator(self, didUpdate: update)
        if !observers.isEmpty { notifyObservers(update) }
    }

    /// Keeps the value of the screen an update covered (the previous leaf) with its layout item, and
    /// the earlier state of the flow that showed it, so the host can be handed it again and back can restore it.
    private func keepCovered(_ item: HostLayout.Item) {
        // The previous leaf: the tail's last entry, or the last kept one when a chain was appended after it.
        guard previousCount > 0 else { return }
        let leaf = previousEntry(previousCount - 1)
        guard leaf.hasScreen, leaf.identity == item.identity else { return }
        // The owner is asked only when it keeps earlier states: the call costs a generic witness.
        let earlier = leaf.ownerKeepsEarlierStates ? leaf.owner?.runtime.earlierState(before: routingGeneration) : nil
        item.keepCovered(value: leaf.shownScreen, owner: leaf.ownerName, earlierState: earlier)
    }

    /// Whether a transition brings in more than one screen (a `present` or `replace` of a stack), whose values the host needs.
    private static func bringsInStacks(_ transitions: borrowing [Transition]) -> Bool {
        var index = 0
        while index < transitions.count {
            if transitions[index].hasLongStack { return true }
            index += 1
        }
        return transitions.count > 1
    }

    /// The update for the path `entries` and the current layout.
    ///
    /// - Parameter showsBeneath: whether the host may need screens other than the leaf: the
    ///   update crosses a modal boundary or brings in stacks. Most updates allocate nothing here.
    func makeUpdate(
        path: consuming RoutePath, entries newEntries: [PathEntry], transitions: [Transition], showsBeneath: Bool
    ) -> NavigationUpdate {
        var update: NavigationUpdate
        if !newEntries.isEmpty, newEntries[newEntries.count - 1].hasScreen {
            // From the entry's non-optional storage, read in place: reading `screen` would copy an
            // optional existential twice, and binding the entry would retain it.
            update = NavigationUpdate(
                path: consume path, transitions: transitions, screen: newEntries[newEntries.count - 1].shownScreen,
                rootOutput: nil)
        } else {
            update = NavigationUpdate(
                path: consume path, transitions: transitions, screen: nil,
                rootOutput: newEntries.isEmpty ? rootOutput : nil)
        }
        if showsBeneath { update.screensBeneath = layout.valuesBeneathTop(path: newEntries) }
        update.layerCount = layout.layerCount
        update.topLayerCanGoBack = canGoBack
        return update
    }

    /// Kept out of `apply`: iterating even an empty dictionary retains its storage and makes an iterator.
    func notifyObservers(_ update: NavigationUpdate) {
        for observer in observers.values { observer(update) }
    }

    /// The route path of `entries`, sharing their path nodes: one reference per chain, not a copy of every element.
    private static func path(of entries: [PathEntry]) -> RoutePath {
        guard let last = entries.last else { return RoutePath() }
        if entries[0].chain == last.chain { return RoutePath(chain: last.pathNode) }
        var bottoms: [PathNode] = []
        var index = 0
        while index < entries.count {
            if index + 1 == entries.count || entries[index + 1].chain != entries[index].chain {
                bottoms.append(entries[index].pathNode)
            }
            index += 1
        }
        return RoutePath(chains: bottoms)
    }

    /// Whether two paths hold the same flows in the same order; a loop, since closures in main-actor code check their executor.
    private static func sameFlows(_ old: [PathEntry], _ new: [PathEntry]) -> Bool {
        var oldIndex = 0
        var newIndex = 0
        while true {
            while oldIndex < old.count, old[oldIndex].flow == nil { oldIndex += 1 }
            while newIndex < new.count, new[newIndex].flow == nil { newIndex += 1 }
            guard oldIndex < old.count, newIndex < new.count else {
                return oldIndex == old.count && newIndex == new.count
            }
            guard old[oldIndex].flow?.id == new[newIndex].flow?.id else { return false }
            oldIndex += 1
            newIndex += 1
        }
    }

    private func updateLifecycle(old: [PathEntry], new: [PathEntry]) {
        // Most updates change only the leaf: the same flows in the same order need nothing.
        guard !Self.sameFlows(old, new) else { return }
        let oldFlows = old.lazy.compactMap(\.flow?.id)
        let newFlows = new.lazy.compactMap(\.flow?.id)
        for entry in old.reversed() {
            guard let flow = entry.flow, !newFlows.contains(flow.id) else { continue }
            flow.runtime.deactivate()
            log.record(.deactivated(flow: flow.name))
        }
        for entry in new {
            guard let flow = entry.flow, !oldFlows.contains(flow.id) else { continue }
            log.record(.activated(flow: flow.name))
            flow.runtime.activate()
        }
    }

}
