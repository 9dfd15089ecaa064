/// How long an instance produced by `bind` lives.
///
/// Lyft's original locator is ``transient``: every `bind` call runs the instantiator
/// (or the registered production override) again and returns a fresh instance.
/// Choose ``cached`` for services that must be shared, such as a network session.
///
/// ```swift
/// let session: any Session = bind((any Session).self, lifetime: .cached) { URLSessionBackedSession() }
/// ```
public enum Lifetime: Sendable, Hashable, CaseIterable {
    /// A new instance for every `bind` call; the default, and what Lyft's `bind` does.
    case transient

    /// One instance per container (in production) or per mock scope (in tests).
    ///
    /// The first `bind` creates it; concurrent first calls wait for that single creation
    /// instead of creating their own, and no lock is held while the instantiator runs.
    case cached
}
