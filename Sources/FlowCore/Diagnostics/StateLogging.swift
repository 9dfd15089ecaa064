/// How the navigator writes flow states into its event log and errors.
///
/// States often hold personal data (phone numbers, e-mails), so by default the log says that a
/// state changed without showing it. Tests and debug builds opt in:
///
/// ```swift
/// navigator.stateLogging = .described                 // String(describing:) of the state
/// navigator.stateLogging = .redacted { state in        // the app decides what is safe to show
///     (state as? OnboardingState).map { "phone set: \($0.phoneNumber != nil)" } ?? "\(type(of: state))"
/// }
/// ```
///
/// Either way nothing is turned into text until the log is read.
public enum StateLogging: Sendable {
    /// States are not shown: `state Onboarding changed`.
    case omitted
    /// States are shown as `String(describing:)` prints them.
    case described
    /// States are shown as the closure describes them.
    case redacted(@Sendable (any Sendable) -> String)

    /// Whether states are shown at all, so they need to be kept for the log.
    var showsStates: Bool {
        if case .omitted = self { false } else { true }
    }

    /// The text for `state` under this policy, or `nil` when states are omitted.
    func text(for state: any Sendable) -> String? {
        switch self {
        case .omitted: nil
        case .described: String(describing: state)
        case .redacted(let describe): describe(state)
        }
    }
}

/// A state, action or output kept in the event log as a value and described only when the log is read.
public struct LoggedValue: Hashable, Sendable, CustomStringConvertible {
    /// The value; `nil` under ``StateLogging/omitted``, so an omitted value costs the log nothing to keep or drop.
    let value: (any Sendable)?
    let policy: StateLogging

    /// Keeps `value` for the log; under ``StateLogging/omitted`` it is never shown, so it is not even made.
    init(value: @autoclosure () -> any Sendable, policy: StateLogging) {
        if case .omitted = policy { self.value = nil } else { self.value = value() }
        self.policy = policy
    }

    /// Keeps `value` as given, moved rather than copied: for callers that pass `nil` when `policy` omits values.
    init(kept value: consuming (any Sendable)?, policy: StateLogging) {
        self.value = value
        self.policy = policy
    }

    /// The value as the navigator's ``StateLogging`` allows, or `nil` when it is omitted.
    public var text: String? {
        guard let value else { return nil }
        return policy.text(for: value)
    }

    /// The value as the navigator's ``StateLogging`` allows, or `<omitted>`.
    public var description: String { text ?? "<omitted>" }

    /// Whether the two describe alike.
    public static func == (lhs: LoggedValue, rhs: LoggedValue) -> Bool { lhs.description == rhs.description }

    /// Hashes the description.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
