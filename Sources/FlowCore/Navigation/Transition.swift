/// One change on screen that a host carries out: push, pop, present, dismiss or replace.
///
/// Each is one operation of the reference ``HostModel`` (and of UIKit and SwiftUI): a
/// multi-level back is one `pop` with a ``count``, closing several modal layers is one
/// `dismiss`. A transition names the screens it moves between, never an empty endpoint
/// except the `from` of the very first screen; its description is what tests assert, e.g.
/// `push enter-phone -> verify-code` or `pop 2 enter-email -> enter-phone`.
public struct Transition: Hashable, Sendable, CustomStringConvertible {
    /// The kind of change.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A screen slides in on top of the top layer's stack.
        case push
        /// ``Transition/count`` screens leave the top layer's stack, uncovering the one below (UIKit's pop and pop-to).
        case pop
        /// A new modal layer with ``Transition/stack`` is shown over the current one.
        case present
        /// ``Transition/count`` modal layers go away, uncovering the layer below.
        case dismiss
        /// The top layer's stack becomes ``Transition/stack``, without a way back on screen (UIKit's `setViewControllers`).
        case replace
    }

    /// Why a transition happened.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// The navigator started.
        case start
        /// A flow's state changed and a rule of `flow` decided the new path.
        case stateChange(flow: String, rule: String)
        /// `back()`, `back(count:)` or `back(to:)` left the top screen.
        case back
        /// The host reported a back it already performed (``Navigator/handleSystemBack()``): its
        /// transitions start from the host's stack after that back, and a host applies them all.
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
    /// How many screens a pop removes, or how many layers a dismiss removes; 1 otherwise.
    public var count: Int
    /// The whole stack a `present` shows or a `replace` sets; `[to]` for the others.
    public var stack: [ScreenID] {
        get { longStack.isEmpty ? (to.map { [$0] } ?? []) : longStack }
        set { longStack = Self.longStack(newValue, to: to) }
    }
    /// The stack when it is more than `[to]`; empty otherwise, so most transitions allocate nothing.
    private var longStack: [ScreenID]
    /// Whether the transition brings in a stack of more than one screen.
    var hasLongStack: Bool { !longStack.isEmpty }

    /// The kind and the screens, e.g. `push enter-phone -> verify-code`, `pop 2 c -> a` or `replace -> home`.
    public var description: String {
        let source = from.map { "\($0) " } ?? ""
        let counted = count > 1 ? " \(count)" : ""
        let target =
            stack.count > 1 ? " " + stack.map(\.rawValue).joined(separator: ", ") : to.map { " \($0)" } ?? ""
        return "\(kind.rawValue)\(counted) \(source)->\(target)"
    }
}

// The initializers delegate to the memberwise one, which exists because they are declared in an
// extension. A transition built field by field in `self` was assembled in a temporary that the
// optimizer then copied into the array holding it and destroyed: five retains and five releases
// per transition, on every update.
extension Transition {
    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - kind: the host operation.
    ///   - from: the screen shown before; `nil` only for the very first screen.
    ///   - to: the screen shown after.
    ///   - cause: why it happened.
    ///   - count: screens popped or layers dismissed.
    ///   - stack: the stack a `present` or `replace` shows; defaults to `[to]`.
    public init(
        _ kind: Kind, from: ScreenID?, to: ScreenID?, cause: Cause, count: Int = 1, stack: [ScreenID]? = nil
    ) {
        let stack = stack ?? []
        self.init(
            kind: kind, from: from, to: to, cause: cause, count: count,
            longStack: Self.longStack(stack, to: to))
    }

    /// What `longStack` keeps of `stack`: nothing when it is just `[to]`.
    private static func longStack(_ stack: [ScreenID], to: ScreenID?) -> [ScreenID] {
        stack.count == 1 && stack.first == to ? [] : stack
    }

    /// A one-screen `push` or `pop` (count 1) between two screens, without the public initializer's stack handling.
    init(moving kind: Kind, from: ScreenID, to: ScreenID, cause: consuming Cause) {
        self.init(kind: kind, from: from, to: to, cause: cause, count: 1, longStack: [])
    }
}
