/// A description of one rule of a ``Router``: its position, name and presentation.
///
/// ``Router/route(for:)`` returns the rule that wins for a state; ``Router/rules`` lists them
/// all for tooling (tree dumps, exports, plugin placement).
public struct RouteRule: Hashable, Sendable, CustomStringConvertible {
    /// What a rule routes to, as far as it is known without building its routable.
    public enum Kind: String, Hashable, Sendable {
        /// A screen rendered from the flow's state every time the path is evaluated.
        case screen
        /// A child flow, built when its rule becomes current; its output is handed back to this flow.
        case flow
        /// Nothing more to show: the flow finishes and hands its output to its parent.
        case finish
    }

    /// The rule's position in its router, from 0.
    public var index: Int
    /// The rule's name: given when it was added, or its call site (`File.swift:12`).
    public var name: String
    /// Where the rule was added, e.g. `OnboardingFlow.swift:24`; plugin rules name their plugin.
    public var source: String
    /// How its routable enters the screen.
    public var presentation: Presentation
    /// What it routes to.
    public var kind: Kind

    @usableFromInline
    init(index: Int, name: String, source: String, presentation: Presentation, kind: Kind) {
        self.index = index
        self.name = name
        self.source = source
        self.presentation = presentation
        self.kind = kind
    }

    /// The rule's name in quotes, e.g. `"enter phone"`.
    public var description: String { "\"\(name)\"" }
}
