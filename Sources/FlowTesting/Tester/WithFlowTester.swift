import FlowCore

/// Runs `body` with a ``FlowTester`` for `flow` and checks, when it returns, that everything was asserted.
///
/// The tester cannot outlive the test, so a forgotten ``FlowTester/finish(fileID:filePath:line:column:)``
/// cannot lose failures: they are reported at the line of this call. Effects still running when
/// `body` returns get up to the default wait (5 s) to end before they count as pending, as an
/// effect that just sent its last action may need on a busy machine; a test whose effects have
/// all ended does not wait.
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
    // An effect that just sent its last action ends on its next turns, which a starved machine may
    // run much later: wait as long as any other wait (only a test that fails anyway waits it out).
    if tester.exhaustivity.contains(.effects), tester.navigator.runningEffectCount > 0 {
        _ = await pollUntil(timeout: .seconds(5)) { tester.navigator.runningEffectCount == 0 }
        tester.navigator.flush()
    }
    tester.finish(fileID: fileID, filePath: filePath, line: line, column: column)
}
