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
    public var elements: [Element] {
        get {
            switch storage {
            case .elements(let elements): return elements
            case .chain(let bottom): return bottom.elements
            case .chains(let bottoms):
                var result: [Element] = []
                for bottom in bottoms { result.append(contentsOf: bottom.elements) }
                return result
            }
        }
        set { storage = .elements(newValue) }
    }

    /// The elements as given, or the bottom node of each chain: the navigator's paths share their unchanged parts.
    private var storage: Storage

    private enum Storage: Sendable {
        case elements([Element])
        /// One chain, the common case: no array to allocate.
        case chain(PathNode)
        case chains([PathNode])
    }

    /// Creates a path from its elements.
    public init(_ elements: [Element] = []) { storage = .elements(elements) }

    /// A path made of chains, each given by its bottom node, top chain first.
    init(chains: [PathNode]) {
        switch chains.count {
        case 0: storage = .elements([])
        case 1: storage = .chain(chains[0])
        default: storage = .chains(chains)
        }
    }

    /// A path of one chain, given by its bottom node.
    init(chain bottom: PathNode) { storage = .chain(bottom) }

    /// Whether the two paths have the same elements.
    public static func == (lhs: RoutePath, rhs: RoutePath) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    /// The element names joined by `" > "`; empty when nothing is routed.
    public var description: String { elements.map(\.name).joined(separator: " > ") }

    /// The leaf screen's id, if the path ends in a screen.
    public var screenID: ScreenID? {
        let last: Element?
        switch storage {
        case .elements(let elements): last = elements.last
        case .chain(let bottom): last = bottom.element
        case .chains(let bottoms): last = bottoms.last?.element
        }
        guard let last, last.kind == .screen else { return nil }
        return ScreenID(last.name)
    }

    /// The names of the flows on the path, root first.
    public var flowNames: [String] { elements.filter { $0.kind == .flow }.map(\.name) }
}

/// One element of a route path, linked to the element above it in its chain.
///
/// Immutable and shared: entries the navigator keeps from one update to the next keep their
/// nodes, so a path (and the event log's copy of it) costs one reference, not a copy of every element.
final class PathNode: Sendable {
    let element: RoutePath.Element
    let above: PathNode?
    /// How many elements the chain holds down to this one.
    let count: Int

    init(_ element: RoutePath.Element, above: PathNode?) {
        self.element = element
        self.above = above
        self.count = (above?.count ?? 0) + 1
    }

    /// The chain's elements down to this one, top first.
    var elements: [RoutePath.Element] {
        var result: [RoutePath.Element] = []
        result.reserveCapacity(count)
        var node: PathNode? = self
        while let current = node {
            result.append(current.element)
            node = current.above
        }
        result.reverse()
        return result
    }
}
