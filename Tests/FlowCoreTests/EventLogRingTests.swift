import FlowCore
import Testing

/// The navigator's log keeps the newest events up to its capacity, numbered in the order they happened.
@Suite @MainActor struct EventLogRingTests {
    @Test func aFullLogDropsTheOldestAndKeepsTheRestInOrder() {
        var log = EventLog(capacity: 3)
        for number in 1...7 { log.record(.note(category: "test", message: "\(number)")) }
        #expect(log.count == 7)
        #expect(log.text == "#5 test: 5\n#6 test: 6\n#7 test: 7")
    }

    @Test func aLogUnderItsCapacityKeepsEveryEvent() {
        var log = EventLog(capacity: 3)
        for number in 1...2 { log.record(.note(category: "test", message: "\(number)")) }
        #expect(log.count == 2)
        #expect(log.text == "#1 test: 1\n#2 test: 2")
    }

    @Test func actionsAndStateChangesWhoseValuesAreNotShownAreNumberedInTurn() {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.start()
        flow.send(.add)
        navigator.flush()
        #expect(
            navigator.log.text == """
                #1 replace -> cart (start) path: Checkout > cart
                #2 activate Checkout
                #3 action Checkout
                #4 state Checkout changed
                #5 push cart -> street (state of Checkout, rule "address") path: Checkout > Address > street
                #6 activate Address
                """)
        #expect(navigator.log.count == 6)
    }

    /// The log lines of a checkout whose address flow finishes, under `policy`.
    func lifecycleOfAFinishingAddress(_ policy: StateLogging) throws -> [String] {
        let flow = makeCheckoutFlow()
        let navigator = Navigator(root: flow)
        navigator.stateLogging = policy
        navigator.start()
        flow.send(.add)
        navigator.flush()
        try navigator.form?.perform(FormEvent("save", values: ["street": "1 Main St"]))
        navigator.flush()
        return navigator.log.events.suffix(4).map { $0.description.split(separator: " ", maxSplits: 1)[1] }
            .map(String.init)
    }

    @Test func aFinishedFlowsOutputIsShownOnlyAsThePolicyAllows() throws {
        let omitted = try lifecycleOfAFinishingAddress(.omitted)
        let redacted = try lifecycleOfAFinishingAddress(.redacted { "\(type(of: $0))" })
        #expect(
            omitted == [
                "finish Address", "state Checkout changed",
                "push street -> pay (state of Checkout, rule \"pay\") path: Checkout > pay", "deactivate Address",
            ])
        #expect(
            redacted == [
                "finish Address with String", "state Checkout: CheckoutState",
                "push street -> pay (state of Checkout, rule \"pay\") path: Checkout > pay", "deactivate Address",
            ])
    }
}
