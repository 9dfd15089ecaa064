import FlowCore

/// Drives a flow in a test and fails on anything the test did not assert.
///
/// Like TCA's `TestStore`: ``send(_:assert:fileID:filePath:line:column:)`` sends an action and
/// asserts the state change it made, ``receive(_:timeout:assert:fileID:filePath:line:column:)``
/// asserts an action an effect sent back, and transitions, outputs, running effects and routing
/// errors must be asserted or explicitly left out with ``Exhaustivity``. Failures reach Swift
/// Testing or XCTest, whichever runs the test, at the line of the failing call.
///
/// ```swift
/// @Test func submitsThePhoneNumber() async {
///     await withFlowTester(OnboardingFlow.make(service: verifier)) { tester in
///         tester.send(.submitPhone("+1 555 0100")) { $0.phoneNumber = "+1 555 0100" }
///         tester.expect(transitions: ["push enter-phone -> verify-phone"])
///         await tester.settle()
///     }
/// }
/// ```
@MainActor
public final class FlowTester<State: Sendable & Equatable, Action: Sendable, Output: Sendable> {
    /// The flow under test.
    public let flow: Flow<State, Action, Output>
    /// The navigator hosting it.
    public let navigator: Navigator
    /// What must be asserted.
    public var exhaustivity: Exhaustivity

    var pendingTransitions: [Transition] = []
    var pendingOutputs: [Output] = []
    var receivedActions: [Action] = []
    var assertedState: State
    var checkedErrors = 0
    private var observation: ObservationToken?
    private(set) var isFinished = false

    func isFinishedByTest() { isFinished = true }
    let createdAt: SourceCode
    /// The test that created the tester, named in failures reported after it ended.
    let owner: TestLibrary

    /// Starts `flow` in a new navigator.
    ///
    /// Prefer ``withFlowTester(_:exhaustivity:limits:fileID:filePath:line:column:_:)``, which
    /// calls ``finish(fileID:filePath:line:column:)`` for you.
    public init(
        _ flow: Flow<State, Action, Output>,
        exhaustivity: Exhaustivity = .all,
        limits: NavigatorLimits = NavigatorLimits(),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        self.flow = flow
        self.navigator = Navigator(root: flow, limits: limits)
        // Tests see states in logs and errors; apps omit them by default.
        navigator.stateLogging = .described
        self.exhaustivity = exhaustivity
        self.createdAt = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        self.owner = TestLibrary.current
        self.assertedState = flow.state
        flow.onOutput { [weak self] output in self?.pendingOutputs.append(output) }
        flow.store.willReduce = { [weak self] action, origin in
            if case .effect = origin { self?.receivedActions.append(action) }
        }
        navigator.start()
        observation = navigator.observe { [weak self] update in self?.pendingTransitions += update.transitions }
    }

    deinit {
        // Not an `isolated deinit`: that runs without the test's task-local values, so Swift Testing
        // could not tell which test the failure belongs to. Tests release testers on the main actor,
        // where this deinit runs at once, still inside the test. Released elsewhere, the tester
        // cannot read its flow, so it says nothing; withFlowTester never gets here.
        guard isOnMainActor() else { return }
        MainActor.assumeIsolated { reportIfReleasedUnfinished() }
    }

    /// A tester used without withFlowTester that never called finish(): checks what finish() would
    /// have, at the line that created the tester.
    private func reportIfReleasedUnfinished() {
        guard !isFinished, let pending = pendingDescription(including: exhaustivity) else { return }
        fail(
            "FlowTester was released without finish() and with \(pending) Call finish() at the end of the test, or use withFlowTester { }, which calls it for you.",
            at: createdAt)
    }

    /// The active path.
    public var path: RoutePath { navigator.path }
    /// The leaf screen.
    public var screen: (any Screen)? { navigator.screen }
    /// The flow's state.
    public var state: State { flow.state }

    // MARK: Driving

    /// Sends `action` to the flow and asserts the state change it made.
    ///
    /// `assert` changes a copy of the state before the action into what the test expects; leave
    /// it out when the action must not change the state.
    public func send(
        _ action: Action, assert: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        checkNothingPending(before: "send(\(action))", at: call)
        let before = (observableEffects, flow.state)
        flow.send(action)
        navigator.flush()
        checkHandled("send(\(action))", before: before, at: call)
        checkState(after: "send(\(action))", assert, at: call)
    }

    /// Triggers the button or item `action` of the current form with `values`, as the terminal does, and asserts the state change.
    public func tap(
        _ action: String, values: [String: String] = [:], assert: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        checkNothingPending(before: "tap(\"\(action)\")", at: call)
        guard let form = navigator.form else {
            fail("tap(\"\(action)\"): the screen at \(path) is not a FormRepresentable form.", at: call)
            return
        }
        let before = (observableEffects, flow.state)
        do {
            try form.perform(FormEvent(action, values: values))
        } catch {
            fail("tap(\"\(action)\"): \(error)", at: call)
            return
        }
        navigator.flush()
        checkHandled("tap(\"\(action)\")", before: before, at: call)
        checkState(after: "tap(\"\(action)\")", assert, at: call)
    }

    /// Changes the flow's state from outside (as a deep link does) and routes at once.
    public func update(
        _ mutate: (inout State) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        checkNothingPending(
            before: "update", at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
        flow.update(mutate)
        navigator.flush()
        assertedState = flow.state
    }

    /// Leaves the top screen `count` times, as the app's back button does; fails when a step is refused.
    ///
    /// Each step is decided by the rule that shows the top screen (see `Back`): its back action
    /// goes to the flow's reducer, or its flow's earlier state comes back, or there is no back.
    /// With `assert`, the state the step makes is checked as ``send(_:assert:fileID:filePath:line:column:)``
    /// checks it; without, it becomes the asserted state, so the next assertion starts there.
    ///
    /// ```swift
    /// tester.send(.submitPhone("+1 555 0100")) { $0.phoneNumber = "+15550100" }
    /// tester.expect(transitions: ["push enter-phone -> verify-phone"])
    /// tester.back()  // "verify phone" declares `back: .send(.changeNumber)`
    /// tester.expect(transitions: ["pop verify-phone -> enter-phone"])
    /// ```
    public func back(
        count: Int = 1, assert: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        checkNothingPending(before: "back(count: \(count))", at: call)
        let logMark = navigator.log.count
        if !navigator.back(count: count) {
            fail("back(count: \(count)) was refused: \(backRefusal(since: logMark))", at: call)
        }
        settleState(after: "back(count: \(count))", assert, at: call)
    }

    /// Leaves the top screen until `destination` is on top, in one update; fails when it is not beneath the top or a step is refused.
    public func back(
        to destination: BackDestination, assert: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        checkNothingPending(before: "back(to: \(destination))", at: call)
        let logMark = navigator.log.count
        if !navigator.back(to: destination) {
            fail(
                "back(to: \(destination)) did not get there: \(backRefusal(since: logMark))",
                at: call)
        }
        settleState(after: "back(to: \(destination))", assert, at: call)
    }

    /// Reports a back the host already performed (a swipe, a sheet swiped down); fails when the flow refused it.
    ///
    /// The navigator takes the top screen off its host model first, then leaves it as
    /// ``back(count:assert:fileID:filePath:line:column:)`` does; when the flow allows no back there, the
    /// update brings the screen back, and this fails.
    public func systemBack(
        assert: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        checkNothingPending(before: "systemBack()", at: call)
        let logMark = navigator.log.count
        if !navigator.handleSystemBack() {
            fail("systemBack() was refused: \(backRefusal(since: logMark))", at: call)
        }
        settleState(after: "systemBack()", assert, at: call)
    }

    /// Checks the state a back made against `assert` when given; otherwise takes it as the asserted state.
    ///
    /// A back's state change is declared by the rule it leaves, so asserting it is optional:
    /// `tester.back { $0.address = nil }` checks it, `tester.back()` accepts it.
    private func settleState(after step: String, _ assert: ((inout State) -> Void)?, at call: SourceCode) {
        if assert != nil {
            checkState(after: step, assert, at: call)
        } else {
            assertedState = flow.state
        }
    }

    /// The navigator's reason for the latest refused back since `logMark` (it names the path), or the path alone.
    private func backRefusal(since logMark: Int) -> String {
        for event in navigator.log.events.reversed() where event.sequence > logMark {
            if case .note("back", let message) = event.kind { return message }
        }
        return "the path is \(path)."
    }

    /// Waits until no effect runs in the flows on the path, then routes; fails after `timeout`, naming what still runs.
    public func settle(
        timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let settled = await pollUntil(timeout: timeout) { self.navigator.runningEffectCount == 0 }
        navigator.flush()
        guard !settled else { return }
        fail(
            "settle(): \(navigator.runningEffectCount) effect(s) still running after \(timeout) at \(path). Make the fake service answer, or cancel the effect.",
            at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
