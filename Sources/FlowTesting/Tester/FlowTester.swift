import FlowCore
import Testing

/// Drives a flow in a test and fails on anything the test did not assert.
///
/// The tester hosts the flow in a `Navigator`, forwards every step synchronously, and keeps
/// the transitions and outputs each step produced until the test asserts them. It is
/// exhaustive by default: driving it again, or letting it go, with unasserted transitions or
/// outputs records a test issue that shows them and the current path.
///
/// ```swift
/// @Test @MainActor func phoneThenCode() {
///     let tester = FlowTester(OnboardingFlow.make(service: MockVerification()))
///     tester.expect(path: "Onboarding > enter-phone")
///
///     tester.send("submit-phone", values: ["phone": "+1 555 0100"])
///     tester.expect(transitions: ["push enter-phone -> verify-phone"])
///     tester.expect(path: "Onboarding > verify-phone")
/// }
/// ```
@MainActor
public final class FlowTester<State: Sendable, Output: Sendable> {
    /// The flow under test.
    public let flow: Flow<State, Output>
    /// The navigator hosting it.
    public let navigator: Navigator
    /// Whether unasserted transitions and outputs fail the test.
    public var isExhaustive: Bool

    private var pendingTransitions: [Transition] = []
    private var pendingOutputs: [Output] = []
    private var observation: ObservationToken?
    private let createdAt: SourceLocation
    private var isFinished = false

    /// Starts `flow` in a new navigator.
    ///
    /// The first transition (the `replace` that shows the first screen) is not kept for
    /// assertion; assert the first screen with ``expect(path:sourceLocation:)``.
    public init(
        _ flow: Flow<State, Output>,
        exhaustive: Bool = true,
        limits: NavigatorLimits = NavigatorLimits(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.flow = flow
        self.navigator = Navigator(root: flow, limits: limits)
        self.isExhaustive = exhaustive
        self.createdAt = sourceLocation
        flow.onOutput { [weak self] output in self?.pendingOutputs.append(output) }
        navigator.start()
        observation = navigator.observe { [weak self] update in self?.pendingTransitions += update.transitions }
    }

    isolated deinit {
        // A safety net for tests that forget finish(): deinit runs outside the test's task, so
        // the issue fails the run but is attributed to no particular test.
        if isExhaustive, !isFinished, let pending = pendingDescription {
            Issue.record("FlowTester ended with \(pending)", sourceLocation: createdAt)
        }
    }

    /// Ends the test's use of the tester, recording an issue for anything left unasserted.
    ///
    /// Call it last in exhaustive tests: a tester released with effects pending still fails
    /// the run, but only `finish()` attributes the failure to the right test.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        isFinished = true
        guard isExhaustive, let pending = pendingDescription else { return }
        Issue.record("FlowTester finished with \(pending)", sourceLocation: sourceLocation)
    }

    /// The active path.
    public var path: RoutePath { navigator.path }
    /// The screen on top of the path.
    public var screen: Screen? { navigator.screen }
    /// The flow's state.
    public var state: State { flow.state }

    // MARK: Driving

    /// Sends a screen event, as a host would when the user triggers `action`.
    public func send(
        _ action: String, values: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        checkNothingPending(before: "send(\"\(action)\")", sourceLocation)
        navigator.send(ScreenEvent(action, values: values))
    }

    /// Sends a screen event carrying one value under the key `"value"`.
    public func send(_ action: String, value: String, sourceLocation: SourceLocation = #_sourceLocation) {
        send(action, values: ["value": value], sourceLocation: sourceLocation)
    }

    /// Changes the flow's state directly, then lets the navigator route.
    public func update(_ mutate: (inout State) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        checkNothingPending(before: "update", sourceLocation)
        flow.update(mutate)
        navigator.flush()
    }

    /// Goes back `count` steps; records an issue when there is nothing to go back to.
    public func back(count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
        checkNothingPending(before: "back(count: \(count))", sourceLocation)
        if !navigator.back(count: count) {
            Issue.record(
                "back(count: \(count)) had nothing to go back to; the path is \(path).", sourceLocation: sourceLocation)
        }
    }

    /// Goes back to the last path that showed screen `id`; records an issue when there is none.
    public func back(to id: Screen.ID, sourceLocation: SourceLocation = #_sourceLocation) {
        checkNothingPending(before: "back(to: \(id))", sourceLocation)
        if !navigator.back(to: id) {
            Issue.record(
                "back(to: \(id)) found no earlier path showing '\(id)'; the path is \(path).",
                sourceLocation: sourceLocation)
        }
    }

    /// Sends the system back gesture.
    public func systemBack(sourceLocation: SourceLocation = #_sourceLocation) {
        checkNothingPending(before: "systemBack()", sourceLocation)
        if !navigator.handleSystemBack() {
            Issue.record("systemBack() had nothing to go back to; the path is \(path).", sourceLocation: sourceLocation)
        }
    }

    /// Lets work started with `Flow.run` finish, then routes; use after steps that start async work.
    public func settle(maximumTurns: Int = 1_000) async {
        var turns = 0
        while navigator.runningTaskCount > 0, turns < maximumTurns {
            await Task.yield()
            turns += 1
        }
        navigator.flush()
    }

    // MARK: Asserting

    /// Asserts the active path, e.g. `"Onboarding > verify-phone"`.
    public func expect(path expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard path.description != expected else { return }
        Issue.record(
            """
            The path differs.
              expected: \(expected)
              actual:   \(path)
            """, sourceLocation: sourceLocation)
    }

    /// Asserts, and consumes, the transitions produced since the last assertion.
    public func expect(transitions expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = pendingTransitions.map(\.description)
        pendingTransitions.removeAll()
        guard actual != expected else { return }
        Issue.record(
            """
            The transitions differ.
              expected: \(expected)
              actual:   \(actual)
              path:     \(path)
            """, sourceLocation: sourceLocation)
    }

    /// Drops the transitions produced so far without asserting them.
    public func skipTransitions() { pendingTransitions.removeAll() }

    /// Drops the outputs produced so far without asserting them.
    public func skipOutputs() { pendingOutputs.removeAll() }

    /// Whether anything is waiting to be asserted.
    public var hasPendingEffects: Bool { !pendingTransitions.isEmpty || !pendingOutputs.isEmpty }

    private var pendingDescription: String? {
        var parts: [String] = []
        if !pendingTransitions.isEmpty {
            parts.append("unasserted transitions \(pendingTransitions.map(\.description))")
        }
        if !pendingOutputs.isEmpty { parts.append("unasserted outputs \(pendingOutputs.map { "\($0)" })") }
        guard !parts.isEmpty else { return nil }
        return parts.joined(separator: " and ")
            + " (path: \(path.description.isEmpty ? "<finished>" : path.description))."
            + " Assert them with expect(transitions:) / expect(output:), or skip them."
    }

    private func checkNothingPending(before step: String, _ sourceLocation: SourceLocation) {
        guard isExhaustive, let pending = pendingDescription else { return }
        Issue.record("Before \(step): \(pending)", sourceLocation: sourceLocation)
        pendingTransitions.removeAll()
        pendingOutputs.removeAll()
    }
}

extension FlowTester where Output: Equatable {
    /// Asserts, and consumes, the oldest output the flow produced.
    public func expect(output expected: Output, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !pendingOutputs.isEmpty else {
            Issue.record(
                "Expected output \(expected), but the flow produced none (path: \(path)).",
                sourceLocation: sourceLocation)
            return
        }
        let actual = pendingOutputs.removeFirst()
        guard actual != expected else { return }
        Issue.record(
            """
            The output differs.
              expected: \(expected)
              actual:   \(actual)
            """, sourceLocation: sourceLocation)
    }
}
