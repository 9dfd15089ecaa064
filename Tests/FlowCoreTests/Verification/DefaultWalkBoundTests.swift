import FlowCore
import Testing

/// The reachable walk's default bound is 10,000 states, for both ways of giving the states to
/// start from: a flow that reaches exactly 10,000 is walked to the end, one that reaches more is cut
/// short at 10,000 with a warning that says so.
@Suite @MainActor struct DefaultWalkBoundTests {
    /// A counter that adds one per action, up to `last`; one screen shows every count.
    func makeMeter(last: Int) -> Flow<Int, Bool, Void> {
        Flow(
            "Meter", initialState: 0,
            reducer: { count, add in
                if add { count = min(count + 1, last) }
                return .none
            }
        ) { router in
            router.addScreen({ _ in true }, name: "count") { _, _ in FormScreen(id: "count", title: "Count") }
        }
    }

    /// The findings, without the meter's expected never-finishes warning (it runs until the app closes).
    func walkFindings(_ report: VerificationReport) -> [String] {
        report.findings.filter { $0.kind != .neverFinishes }.map(\.description)
    }

    static let cutShort =
        "Meter: warning[incomplete-walk]: Flow 'Meter': the walk of its actions stopped at maximumReachableStates (10000) with states left to explore, so rules it did not reach may still be reachable. Raise maximumReachableStates, or verify with fewer actions."

    @Test func exactly10000ReachableStatesAreWalkedToTheEnd() throws {
        let listed = verify(makeMeter(last: 9_999), over: [0], actions: [true])
        #expect(listed.reachableStates == 10_000)
        #expect(listed.reachableWalkComplete == true)
        #expect(walkFindings(listed).isEmpty)
        let spaced = try verify(makeMeter(last: 9_999), over: StateSpace(0), actions: [true])
        #expect(spaced.reachableStates == 10_000)
        #expect(spaced.reachableWalkComplete == true)
    }

    @Test func oneStateMoreIsCutShortAt10000() throws {
        let listed = verify(makeMeter(last: 10_000), over: [0], actions: [true])
        #expect(listed.reachableStates == 10_000)
        #expect(listed.reachableWalkComplete == false)
        #expect(walkFindings(listed) == [Self.cutShort])
        let spaced = try verify(makeMeter(last: 10_000), over: StateSpace(0), actions: [true])
        #expect(walkFindings(spaced) == [Self.cutShort])
    }
}
