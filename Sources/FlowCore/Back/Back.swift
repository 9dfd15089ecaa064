/// How the user leaves a screen or a child flow with back: decided by the flow that shows it.
///
/// Back is leaving the top screen, never a rewind of business state. The rule that shows the
/// top screen says how its flow reacts, with one of these; a rule that says nothing (`back:`
/// left out) leaves the decision to the rule that routed to its flow, and so on up to the top of
/// the screen's modal layer. A flow shown with ``Navigator/present(_:presentation:onFinish:)`` is
/// dismissed when no rule of it decides; anywhere else, no rule deciding means there is no back.
///
/// ```swift
/// router.addScreen({ $0.code == nil }, name: "verify code", back: .send(.changeNumber)) { state, send in
///     VerifyCodeScreen(phone: state.phone!, submit: { send(.submitCode($0)) })
/// }
/// router.addScreen({ $0.tip == nil }, name: "tip", back: .restoringEarlierState) { _, send in
///     TipScreen(choose: { send(.tip($0)) })
/// }
/// router.addScreen({ $0.charged != nil }, name: "receipt", back: .disabled) { state, _ in
///     ReceiptScreen(amount: state.charged!)
/// }
/// ```
public struct Back<Action> {
    enum Kind {
        case send(Action)
        case restoringEarlierState
        case disabled
        /// Runs a change an extension of the engine owns (a plugin clearing its own storage).
        case perform(@MainActor () -> Void)
    }

    let kind: Kind

    /// Back sends `action` to the flow's reducer, which decides what the flow shows next.
    ///
    /// The reducer usually changes the state so that the rule of the screen beneath matches
    /// again; the host's stack then pops to it. A back whose action changes nothing on screen
    /// returns `false` from ``Navigator/back()``.
    public static func send(_ action: Action) -> Back { Back(kind: .send(action)) }

    /// Back restores the flow's own state as it was when the screen beneath was last shown.
    ///
    /// Only this flow's state changes, and only when the screen beneath is this flow's: leaving
    /// the flow's first screen is decided by the rule that routed to the flow. Use it for flows
    /// whose state only says where the user is (a wizard without side effects), never for a
    /// state that records something irreversible, like a payment.
    public static var restoringEarlierState: Back { Back(kind: .restoringEarlierState) }

    /// There is no back here: hosts disable their back button and gesture, and ``Navigator/back()`` returns `false`.
    public static var disabled: Back { Back(kind: .disabled) }

    /// Back runs `change`, for extensions of the engine whose screens live in a flow they do not own.
    ///
    /// FlowPlugins declares it for a plugin's routes, so that leaving a plugin screen changes
    /// only the plugin's own storage in the flow's state.
    package static func performing(_ change: @escaping @MainActor () -> Void) -> Back {
        Back(kind: .perform(change))
    }
}

// Unchecked: `perform` holds a main-actor closure, which is only ever called on the main actor.
extension Back: @unchecked Sendable where Action: Sendable {}

/// What a rule's declared back is, without its action: the part the navigator reads on every update.
enum BackDeclaration {
    /// The rule says nothing; the rule that routed to its flow decides.
    case inherited
    /// The rule sends an action to its flow's reducer.
    case sendsAction
    /// The rule restores its flow's earlier state.
    case restoresEarlierState
    /// The rule allows no back.
    case disabled
}

extension Back {
    var declaration: BackDeclaration {
        switch kind {
        case .send, .perform: .sendsAction
        case .restoringEarlierState: .restoresEarlierState
        case .disabled: .disabled
        }
    }
}
