import FlowCore

/// A navigator host that remembers every update, for tests of hosts and navigators.
///
/// ```swift
/// let host = RecordingHost()
/// navigator.host = host
/// navigator.start()
/// #expect(host.transcript == ["replace -> enter-phone | Onboarding > enter-phone"])
/// ```
@MainActor
public final class RecordingHost: NavigatorHost {
    /// Every update received, oldest first.
    public private(set) var updates: [NavigationUpdate] = []

    /// Creates an empty recording host.
    public init() {}

    /// Records an update.
    public func navigator(_ navigator: Navigator, didUpdate update: NavigationUpdate) {
        updates.append(update)
    }

    /// Every transition received, in order.
    public var transitions: [Transition] { updates.flatMap(\.transitions) }

    /// One line per transition: the transition, then the path it led to.
    public var transcript: [String] {
        updates.flatMap { update in update.transitions.map { "\($0) | \(update.path)" } }
    }

    /// Forgets everything recorded so far.
    public func reset() { updates.removeAll() }
}
