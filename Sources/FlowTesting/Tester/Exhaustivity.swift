/// What a ``FlowTester`` insists is asserted before each step and at the end of the test.
///
/// Everything by default, like TCA's `TestStore`. Leave a part out to test less on purpose:
///
/// ```swift
/// let tester = FlowTester(flow, exhaustivity: .all.subtracting(.transitions))
/// ```
public struct Exhaustivity: OptionSet, Hashable, Sendable {
    /// The option's bits.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every state change is asserted with `send(_:assert:)`, `receive(_:assert:)` or `expectState(_:)`.
    public static let stateChanges = Exhaustivity(rawValue: 1 << 0)
    /// Every action an effect sent is asserted with `receive(_:assert:)`.
    public static let receivedActions = Exhaustivity(rawValue: 1 << 1)
    /// Every transition is asserted with `expect(transitions:)`.
    public static let transitions = Exhaustivity(rawValue: 1 << 2)
    /// Every output is asserted with `expect(output:)`.
    public static let outputs = Exhaustivity(rawValue: 1 << 3)
    /// No effect is still running when the test ends.
    public static let effects = Exhaustivity(rawValue: 1 << 4)
    /// No routing error (`FlowError`) is logged.
    public static let errors = Exhaustivity(rawValue: 1 << 5)

    /// Every action the test sends is handled: it changes the state, starts or cancels an effect,
    /// produces an output or moves the path.
    public static let unhandledActions = Exhaustivity(rawValue: 1 << 6)

    /// All of the above.
    public static let all: Exhaustivity = [
        .stateChanges, .receivedActions, .transitions, .outputs, .effects, .errors, .unhandledActions,
    ]
    /// Nothing: the tester only checks what the test asserts.
    public static let none: Exhaustivity = []
}
