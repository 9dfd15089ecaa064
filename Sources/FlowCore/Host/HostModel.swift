/// The reference host: modal layers, each a push stack of screens, as UIKit and SwiftUI keep them.
///
/// Layer 0 is the base navigation stack; every modal presentation adds a layer with a stack of
/// its own. The navigator's updates are defined against this model: a host that starts empty
/// and applies every ``Transition`` of every update with ``apply(_:)`` always shows the
/// navigator's leaf screen on top. A UIKit host mirrors it with `pushViewController`,
/// `popViewController`, `popToViewController`, `setViewControllers`, `present` and `dismiss`;
/// a SwiftUI host with `NavigationStack(path:)` per layer and sheets between layers.
///
/// ```swift
/// var model = HostModel()
/// for transition in update.transitions { try model.apply(transition) }
/// model.top == navigator.path.screenID  // true
/// ```
public struct HostModel: Hashable, Sendable, CustomStringConvertible {
    /// The modal layers, bottom first; each is a push stack, bottom first.
    public private(set) var layers: [[ScreenID]]

    /// Creates a model, empty by default.
    public init(layers: [[ScreenID]] = []) { self.layers = layers }

    /// The screen on top of the top layer: the one a person sees.
    public var top: ScreenID? { layers.last?.last }

    /// How many screens all layers hold.
    public var depth: Int { layers.reduce(0) { $0 + $1.count } }

    /// The layers as `[a, b] | [m]`.
    public var description: String {
        layers.map { "[" + $0.map(\.rawValue).joined(separator: ", ") + "]" }.joined(separator: " | ")
    }

    /// Applies one transition, checking that it fits the model first.
    ///
    /// - Throws: ``HostModelError`` when the transition does not fit (its `from` is not on top,
    ///   a pop goes below the bottom of a layer, a dismiss removes the base layer); the model is unchanged.
    public mutating func apply(_ transition: Transition) throws(HostModelError) {
        guard transition.from == top else {
            throw HostModelError(transition: transition, model: self, rule: "its 'from' is not the top screen")
        }
        var next = layers
        switch transition.kind {
        case .push:
            guard let to = transition.to, !next.isEmpty else {
                throw misfit(transition, "a push needs a screen and a layer")
            }
            next[next.count - 1].append(to)
        case .pop:
            guard let last = next.last, last.count > transition.count else {
                throw misfit(transition, "a pop must leave a screen in its layer")
            }
            next[next.count - 1].removeLast(transition.count)
        case .present:
            guard !transition.stack.isEmpty else { throw misfit(transition, "a presentation needs screens") }
            next.append(transition.stack)
        case .dismiss:
            guard next.count > transition.count else { throw misfit(transition, "a dismiss must leave the base layer") }
            next.removeLast(transition.count)
        case .replace:
            guard !transition.stack.isEmpty else { throw misfit(transition, "a replacement needs screens") }
            if next.isEmpty { next.append([]) }
            next[next.count - 1] = transition.stack
        }
        guard next.last?.last == transition.to else {
            throw misfit(transition, "its 'to' is not the top screen afterwards")
        }
        layers = next
    }

    private func misfit(_ transition: Transition, _ rule: String) -> HostModelError {
        HostModelError(transition: transition, model: self, rule: rule)
    }
}

/// A transition that does not fit a ``HostModel``: a host and its navigator are out of step.
public struct HostModelError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The transition that did not fit.
    public var transition: Transition
    /// The model it was applied to.
    public var model: HostModel
    /// The rule it broke.
    public var rule: String

    /// A sentence naming the transition, the model and the rule.
    public var description: String {
        "The transition '\(transition)' does not fit the host model \(model): \(rule). Apply every transition of every update, in order."
    }
}
