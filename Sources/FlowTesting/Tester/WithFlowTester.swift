import FlowCore

/// Runs `body` with a ``FlowTester`` for `flow` and checks, when it returns, that everything was asserted.
///
/// The tester cannot outlive the test, so a forgotten ``FlowTester/finish(fileID:filePath:line:column:)``
/// cannot lose failures: they are reported at the line of this call.
///
/// ```swift
/// await withFlowTester(PaymentsFlow.make(service: methods)) { tester in
///     tester.send(.select(cash)) { $0.selected = cash }
///     tester.expect(output: PaymentSelection(method: cash))
///     tester.expect(transitions: ["finish"])
/// }
/// ```
@MainActor
public func withFlowTester<State: Sendable & Equatable, Action: Sendable, Output: Sendable>(
    _ flow: Flow<State, Action, Output>,
    exhaustivity: Exhaustivity = .all,
    limits: NavigatorLimits = NavigatorLimits(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: (FlowTester<State, Action, Output>) async throws -> Void
) async rethrows {
    let tester = FlowTester(
        flow, exhaustivity: exhaustivity, limits: limits, fileID: fileID, filePath: filePath, line: line,
        column: column)
    do {
        try await body(tester)
    } catch {
        tester.finish(fileID: fileID, filePath: filePath, line: line, column: column)
        throw error
    }
    // An effect that sent its last action still needs a turn of the main actor to end: give it a
    // moment, so only effects that are really still running fail the test.
    _ = await tester.waitUntil(timeout: .milliseconds(200)) { tester.navigator.runningEffectCount == 0 }
    tester.finish(fileID: fileID, filePath: filePath, line: line, column: column)
}
