import FlowCore

extension FlowTester {
    /// Asserts the active path, e.g. `Onboarding > verify-phone`.
    public func expect(
        path expected: String,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard path.description != expected else { return }
        fail(
            "The path differs.\n  expected: \(expected)\n  actual:   \(path)",
            at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts the active path as values: the flows on it, root first, and the leaf screen's id.
    ///
    /// ```swift
    /// tester.expect(flows: ["Root", "Onboarding"], screen: "enter-phone")
    /// tester.expect(flows: [], screen: nil)  // the root flow finished
    /// ```
    public func expect(
        flows: [String], screen: ScreenID?,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard path.flowNames != flows || path.screenID != screen else { return }
        fail(
            "The path differs.\n  expected: flows \(flows), screen \(screen.map(\.rawValue) ?? "none")\n  actual:   flows \(path.flowNames), screen \(path.screenID.map(\.rawValue) ?? "none")",
            at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts the transitions since the last assertion, as text, e.g. `["push enter-phone -> verify-phone"]`.
    public func expect(
        transitions expected: [String],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let actual = pendingTransitions.map(\.description)
        pendingTransitions.removeAll()
        guard actual != expected else { return }
        fail(
            "The transitions differ.\n  expected: \(expected)\n  actual:   \(actual)\n  path:     \(path)",
            at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts the transitions since the last assertion as values: kinds and screens, whatever their causes.
    ///
    /// ```swift
    /// tester.expect(hostOperations: [(.push, "enter-phone", "verify-phone")])
    /// ```
    public func expect(
        hostOperations expected: [(kind: Transition.Kind, from: ScreenID?, to: ScreenID?)],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let actual = pendingTransitions
        pendingTransitions.removeAll()
        let matches =
            actual.count == expected.count
            && zip(actual, expected).allSatisfy { $0.kind == $1.kind && $0.from == $1.from && $0.to == $1.to }
        guard !matches else { return }
        fail(
            "The transitions differ.\n  expected: \(expected.map { Transition($0.kind, from: $0.from, to: $0.to, cause: .start).description })\n  actual:   \(actual.map(\.description))",
            at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts a state change the test did not cause with an action, such as a child flow's output arriving.
    public func expectState(
        _ modify: (inout State) -> Void,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        withoutActuallyEscaping(modify) { checkState(after: "expectState", $0, at: call) }
    }

    /// Forgets the transitions not asserted yet.
    public func skipTransitions() { pendingTransitions.removeAll() }

    /// Forgets the outputs not asserted yet.
    public func skipOutputs() { pendingOutputs.removeAll() }

    /// Forgets the actions received from effects and not asserted yet, and accepts the state they made.
    public func skipReceivedActions() {
        receivedActions.removeAll()
        assertedState = flow.state
    }

    /// Checks that everything was asserted; ``withFlowTester(_:exhaustivity:limits:fileID:filePath:line:column:_:)`` calls it for you.
    public func finish(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        isFinishedByTest()
        guard let pending = pendingDescription(including: exhaustivity) else { return }
        fail(
            "FlowTester finished with \(pending)",
            at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: Internals

    func checkNothingPending(before step: String, at source: SourceCode) {
        guard let pending = pendingDescription(including: exhaustivity.subtracting(.effects)) else { return }
        fail("Before \(step): \(pending)", at: source)
        pendingTransitions.removeAll()
        pendingOutputs.removeAll()
        receivedActions.removeAll()
        assertedState = flow.state
        checkedErrors = navigator.log.count
    }

    func checkState(after step: String, _ modify: ((inout State) -> Void)?, at source: SourceCode) {
        var expected = assertedState
        modify?(&expected)
        assertedState = flow.state
        guard flow.state != expected, modify != nil || exhaustivity.contains(.stateChanges) else { return }
        let verb = modify == nil ? "changed the state, which the test did not assert" : "left a different state"
        fail("\(step) \(verb).\n  expected: \(expected)\n  actual:   \(flow.state)", at: source)
    }

    func pendingDescription(including parts: Exhaustivity) -> String? {
        var found: [String] = []
        if parts.contains(.stateChanges), flow.state != assertedState {
            found.append("an unasserted state change to \(flow.state)")
        }
        if parts.contains(.receivedActions), !receivedActions.isEmpty {
            found.append("unasserted received actions \(receivedActions.map { "\($0)" })")
        }
        if parts.contains(.transitions), !pendingTransitions.isEmpty {
            found.append("unasserted transitions \(pendingTransitions.map(\.description))")
        }
        if parts.contains(.outputs), !pendingOutputs.isEmpty {
            found.append("unasserted outputs \(pendingOutputs.map { "\($0)" })")
        }
        if parts.contains(.effects), navigator.runningEffectCount > 0 {
            found.append("\(navigator.runningEffectCount) effect(s) still running")
        }
        if parts.contains(.errors) {
            let errors = navigator.log.events.filter { $0.sequence > checkedErrors }.compactMap { event in
                if case .error(let error) = event.kind { error.description } else { nil }
            }
            if !errors.isEmpty { found.append("routing errors: \(errors.joined(separator: " "))") }
        }
        guard !found.isEmpty else { return nil }
        let shownPath = path.description.isEmpty ? "<finished>" : path.description
        return found.joined(separator: " and ")
            + " (path: \(shownPath)). Assert them, or leave them out with the tester's exhaustivity."
    }
}

extension FlowTester where Output: Equatable {
    /// Asserts the next output the flow produced or finished with.
    public func expect(
        output expected: Output,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !pendingOutputs.isEmpty else {
            fail("Expected output \(expected), but the flow produced none (path: \(path)).", at: call)
            return
        }
        let actual = pendingOutputs.removeFirst()
        guard actual != expected else { return }
        fail("The output differs.\n  expected: \(expected)\n  actual:   \(actual)", at: call)
    }
}

extension FlowTester where Action: Equatable {
    /// Waits for the next action an effect sent (at most `timeout`), asserts it, and asserts the state change it made.
    public func receive(
        _ expected: Action, timeout: Duration = .seconds(5), assert: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let call = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
        guard await pollUntil(timeout: timeout, { !self.receivedActions.isEmpty }) else {
            fail(
                "receive(\(expected)): no action arrived from an effect within \(timeout) (\(navigator.runningEffectCount) effect(s) running, path: \(path)).",
                at: call)
            return
        }
        let actual = receivedActions.removeFirst()
        navigator.flush()
        guard actual == expected else {
            fail("The received action differs.\n  expected: \(expected)\n  actual:   \(actual)", at: call)
            assertedState = flow.state
            return
        }
        if receivedActions.isEmpty {
            checkState(after: "receive(\(expected))", assert, at: call)
        } else {
            // Later actions already changed the state; only the final state can be compared once they are received.
            var expectedState = assertedState
            assert?(&expectedState)
            assertedState = expectedState
        }
    }
}
