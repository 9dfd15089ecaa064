import FlowCore
import Testing

/// A state whose findings the app accepts: its flow never finishes (a tab), on purpose.
struct TabState: Hashable, VerifiableState {
    var selected = false
    static var verificationSpace: StateSpace<TabState> { StateSpace(TabState()).varying(\.selected) }
    static var verificationAllowances: [VerificationAllowance] {
        [VerificationAllowance(.neverFinishes, flow: "Tab", because: "a tab stays until sign-out")]
    }
}

/// A state with more combinations than verification enumerates.
struct HugeState: Hashable, VerifiableState {
    var number = 0
    var other = 0
    static var verificationSpace: StateSpace<HugeState> {
        StateSpace(HugeState()).varying(\.number, over: Array(0..<10_001)).varying(\.other, over: Array(0..<1_000))
    }
}

/// What `verifyTree` says when every finding is allowed, when a flow's space is too large, and how deep it goes.
@Suite @MainActor struct TreeVerificationOutcomeTests {
    func makeTab() -> Flow<TabState, Never, Void> {
        Flow("Tab", initialState: TabState()) { router in
            router.addScreen({ _ in true }, name: "tab") { _, _ in FormScreen(id: "tab", title: "Tab") }
        }
    }

    @Test func aTreeWhoseFindingsAreAllAllowedPassesAndSaysWhy() {
        let result = verifyTree(makeTab().handle)
        #expect(result.unexpectedFindings == [])
        #expect(result.allowances.map(\.description) == ["never-finishes in 'Tab': a tab stays until sign-out"])
        #expect(
            result.description == """
                Tab: 2 states checked
                  Tab: warning[never-finishes]: Flow 'Tab' has no finish rule, so it can never finish and hand its output on. Add addFinish for the state in which it is done, or allow this for a root flow that runs until the app closes. (allowed: a tab stays until sign-out)
                verification passed
                """)
    }

    @Test func anAllowanceForAnotherFlowOrRuleAllowsNothing() throws {
        let report = verify(makeTab(), over: [TabState()])
        let finding = try #require(report.findings.first)
        #expect(VerificationAllowance(.neverFinishes, flow: "Tab", because: "").allows(finding))
        #expect(!VerificationAllowance(.neverFinishes, flow: "Other", because: "").allows(finding))
        #expect(!VerificationAllowance(.neverFinishes, flow: "Tab", rule: "tab", because: "").allows(finding))
        #expect(!VerificationAllowance(.neverSelected, flow: "Tab", because: "").allows(finding))
        #expect(
            VerificationAllowance(.neverSelected, flow: "Tab", rule: "tab", because: "kept for later").description
                == #"never-selected in 'Tab' rule "tab": kept for later"#)
    }

    @Test func aFlowWhoseSpaceIsTooLargeIsNotVerifiedAndSaysWhy() {
        let huge = Flow<HugeState, Never, Void>("Huge", initialState: HugeState()) { router in
            router.addScreen({ _ in true }, name: "all") { _, _ in FormScreen(id: "all", title: "") }
            router.addFinish({ _ in false }, name: "never")
        }
        let result = verifyTree(huge.handle)
        #expect(result.reports == [])
        #expect(result.unverified.map(\.flow) == ["Huge"])
        #expect(
            result.description == """
                Huge: not verified: The state space has 10001000 combinations, more than the 10000000 verification enumerates. Call sampled(count:seed:) to verify a sample of it, or vary fewer fields.
                verification passed
                """)
    }

    @Test func childrenBelowTheMaximumDepthAreNotVisited() {
        func level(_ depth: Int) -> Flow<TabState, Never, Void> {
            Flow("Tab", initialState: TabState()) { router in
                if depth < 3 {
                    router.addFlow({ _ in true }, name: "child \(depth)", level(depth + 1))
                } else {
                    router.addScreen({ _ in true }, name: "tab") { _, _ in FormScreen(id: "tab", title: "") }
                }
            }
        }
        #expect(verifyTree(level(0).handle).reports.count == 4)
        #expect(verifyTree(level(0).handle, maximumDepth: 2).reports.count == 3)
        #expect(verifyTree(level(0).handle, maximumDepth: 0).reports.count == 1)
    }

    @Test func oneFindingIsSingularInTheSummary() {
        let report = VerificationReport(
            flow: "Tab", statesChecked: 2,
            findings: verify(makeTab(), over: [TabState()]).findings)
        #expect(report.description.hasPrefix("Tab: 2 states checked: 1 finding\n"))
        #expect(!report.isClean)
        #expect(
            VerificationReport(flow: "Tab", statesChecked: 3, findings: []).description
                == "Tab: 3 states checked: no findings")
        #expect(VerificationReport(flow: "Tab", statesChecked: 3, findings: []).isClean)
        #expect(
            VerificationReport(
                flow: "Tab", statesChecked: 3, reachableStates: 2, reachableWalkComplete: true, findings: []
            )
            .description == "Tab: 3 states checked, 2 reachable by its actions: no findings")
    }
}
