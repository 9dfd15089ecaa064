import FlowCore
import Testing

/// Logged actions and states compare as the log shows them, so a test can match events by value.
@Suite @MainActor struct LoggedValueEqualityTests {
    /// The kinds of the action events a checkout's `actions` log under `logging`.
    func actionKinds(_ actions: [CheckoutAction], logging: StateLogging) -> [NavigationEvent.Kind] {
        let checkout = makeCheckoutFlow()
        let navigator = Navigator(root: checkout)
        navigator.stateLogging = logging
        navigator.start()
        for action in actions { checkout.send(action) }
        return navigator.log.events.map(\.kind).filter { kind in
            if case .action = kind { true } else { false }
        }
    }

    @Test func actionsThatDescribeAlikeAreEqualAndOthersAreNot() throws {
        let kinds = actionKinds([.add, .add, .help], logging: .described)
        try #require(kinds.count == 3)
        #expect(kinds[0] == kinds[1])
        #expect(kinds[0] != kinds[2])
        #expect(Set(kinds).count == 2)
        guard case .action(_, let action) = kinds[2] else { return }
        #expect(action.description == "help")
    }

    @Test func omittedValuesAreAllAlike() throws {
        let kinds = actionKinds([.add, .help], logging: .omitted)
        try #require(kinds.count == 2)
        #expect(kinds[0] == kinds[1])
        guard case .action(_, let action) = kinds[0] else { return }
        #expect(action.text == nil)
        #expect(action.description == "<omitted>")
    }
}
