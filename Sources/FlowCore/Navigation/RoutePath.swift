/// The active route path: the root flow, the flows it routes through, and the leaf screen.
///
/// Its description reads `Root > Onboarding > enter-phone`; tests compare against that text.
public struct RoutePath: Hashable, Sendable, CustomStringConvertible {
    /// One element of a route path.
    public struct Element: Hashable, Sendable, CustomStringConvertible {
        /// Whether an element is a flow or a screen.
        public enum Kind: String, Hashable, Sendable {
            /// A flow (a subtree).
            case flow
            /// A screen (the leaf).
            case screen
        }

        /// A flow or a screen.
        public var kind: Kind
        /// The flow's name or the screen's id.
        public var name: String
        /// The rule of the parent flow that routed here; `nil` for the root flow.
        public var rule: RouteRule?
        /// How this element entered the screen.
        public var presentation: Presentation

        /// The flow's name or the screen's id.
        public var description: String { name }
    }

    /// The elements, root first.
    public var elements: [Element]

    /// Creates a path from its elements.
    public init(_ elements: [Element] = []) { self.elements = elements }

    /// The element names joined by `" > "`; empty when nothing is routed.
    public var description: String { elements.map(\.name).joined(separator: " > ") }

    /// The leaf screen's id, if the path ends in a screen.
    public var screenID: ScreenID? {
        guard let last = elements.last, last.kind == .screen else { return nil }
        return ScreenID(last.name)
    }

    /// The names of the flows on the path, root first.
    public var flowNames: [String] { elements.filter { $0.kind == .flow }.map(\.name) }
}
