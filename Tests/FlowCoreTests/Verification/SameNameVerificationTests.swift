import FlowCore
import Testing

/// A wizard's step, verifiable over the step numbers 0 through 2.
struct WizardStep: Hashable, VerifiableState {
    var number = 0
    static var verificationSpace: StateSpace<WizardStep> {
        StateSpace(WizardStep()).varying(\.number, over: [0, 1, 2])
    }
}

@Suite @MainActor struct SameNameVerificationTests {
    /// Two different flows named "Step" (neither finishes): the first has no rule for step 2, the second a rule no step selects.
    private func makeWizard() -> Flow<Int, Never, Void> {
        let gappy = Flow<WizardStep, Never, Void>("Step", initialState: WizardStep()) { router in
            router.addScreen({ $0.number < 2 }, name: "early") { _, _ in FormScreen(id: "early", title: "") }
        }
        let padded = Flow<WizardStep, Never, Void>("Step", initialState: WizardStep()) { router in
            router.addScreen({ $0.number < 3 }, name: "any") { _, _ in FormScreen(id: "any", title: "") }
            router.addScreen({ $0.number > 5 }, name: "late") { _, _ in FormScreen(id: "late", title: "") }
        }
        return Flow("Wizard", initialState: 0) { router in
            router.addFlow({ $0 == 0 }, name: "first", gappy)
            router.addFlow({ _ in true }, name: "second", padded)
        }
    }

    @Test func twoFlowsThatShareANameAreEachVerified() {
        let result = verifyTree(makeWizard().handle)
        #expect(result.reports.map(\.flow) == ["Step", "Step"])
        #expect(
            result.reports.map { $0.findings.map(\.kind) } == [
                [.unmatchedState, .neverFinishes], [.neverSelected, .neverFinishes],
            ])
    }

    @Test func eachFlowsFindingsAreMarkedOnItsOwnNode() {
        let graph = verifyTree(makeWizard().handle).graph
        #expect(graph.nodes.map(\.name) == ["Wizard", "Step", "Step"])
        #expect(graph.nodes[1].findings == [.unmatchedState, .neverFinishes])
        #expect(graph.nodes[1].rules.map(\.findings) == [[]])
        #expect(graph.nodes[2].findings == [.neverFinishes])
        #expect(graph.nodes[2].rules.map(\.findings) == [[], [.neverSelected]])
    }

    @Test func theSameFlowAtTwoPlacesIsVerifiedOnceAndMarkedAtBoth() {
        func step() -> Flow<WizardStep, Never, Void> {
            Flow("Step", initialState: WizardStep()) { router in
                router.addScreen({ $0.number < 2 }, name: "early") { _, _ in FormScreen(id: "early", title: "") }
            }
        }
        let wizard = Flow<Int, Never, Void>("Wizard", initialState: 0) { router in
            router.addFlow({ $0 == 0 }, name: "first", step())
            router.addFlow({ _ in true }, name: "second", step())
        }
        let result = verifyTree(wizard.handle)
        #expect(result.reports.map(\.flow) == ["Step"])
        #expect(
            result.graph.nodes.map(\.findings) == [
                [], [.unmatchedState, .neverFinishes], [.unmatchedState, .neverFinishes],
            ])
    }

    @Test func aReportMadeByHandIsMarkedByTheFlowsName() {
        let report = VerificationReport(
            flow: "Step", statesChecked: 1,
            findings: [VerificationFinding(kind: .neverFinishes, flow: "Step", rule: nil, source: nil, message: "m")])
        let graph = FlowGraph(makeWizard(), marking: [report])
        #expect(graph.nodes.map(\.findings) == [[], [.neverFinishes], [.neverFinishes]])
    }
}
