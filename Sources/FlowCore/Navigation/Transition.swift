/// One change on screen that a host carries out: push, pop, present, dismiss or replace.
///
/// A transition names the screens it moves between; its description is what tests assert,
/// e.g. `push enter-phone -> verify-code`.
public struct Transition: Hashable, Sendable, CustomStringConvertible {
    /// The kind of change.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A screen slides in on top of the current stack.
        case push
        /// The top screen goes away, uncovering the one below.
        case pop
        /// A screen (or flow) is shown modally over the current stack.
        case present
        /// A modally shown screen (or flow) goes away.
        case dismiss
        /// What is shown is swapped without a way back on screen.
        case replace
    }

    /// Why a transition happened.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// The navigator started.
        case start
        /// A flow's state changed and a rule of `flow` decided the new path.
        case stateChange(flow: String, rule: String)
        /// `back()`, `back(count:)` or `back(to:)` was called.
        case back
        /// The host reported the system back gesture.
        case systemBack
        /// A flow was presented or dismissed directly (e.g. by a deep link).
        case presentation(flow: String)

        /// A short explanation, e.g. `state of Onboarding, rule "verify phone"`.
        public var description: String {
            switch self {
            case .start: "start"
            case .stateChange(let flow, let rule): "state of \(flow), rule \"\(rule)\""
            case .back: "back"
            case .systemBack: "system back"
            case .presentation(let flow): "presentation of \(flow)"
            }
        }
    }

    /// The kind of change.
    public var kind: Kind
    /// The screen shown before, if any.
    public var from: ScreenID?
    /// The screen shown after, if any.
    public var to: ScreenID?
    /// Why it happened.
    public var cause: Cause

    /// Creates a transition.
    public init(_ kind: Kind, from: ScreenID?, to: ScreenID?, cause: Cause) {
        self.kind = kind
        self.from = from
        self.to = to
        self.cause = cause
    }

    /// The kind and the screens, e.g. `push enter-phone -> verify-code` or `replace -> home`.
    public var description: String {
        let source = from.map { "\($0) " } ?? ""
        let target = to.map { " \($0)" } ?? ""
        return "\(kind.rawValue) \(source)->\(target)"
    }
}
