/// Resolves `type`: a mock in tests, a production override or the instantiator's result otherwise.
///
/// This is the call shape from Lyft's write-up. In production, `bind` returns the production
/// override registered on ``ServiceContainer/shared`` if there is one, else what `instantiator`
/// makes. In a test run it returns the mock from the calling task's mock scope and never runs
/// `instantiator`; with no mock it prints what to add and stops the test process.
///
/// ```swift
/// let network: NetworkCommunicating = bind(NetworkCommunicating.self) { NetworkCommunicator() }
/// ```
///
/// With the `ExistentialAny` upcoming feature on, write the protocol as `(any NetworkCommunicating).self`.
///
/// Each call makes a new instance (``Lifetime/transient``, Lyft's behaviour), so `T` need not be
/// `Sendable`; to share one instance, use ``bind(_:lifetime:file:line:to:)`` with ``Lifetime/cached``.
///
/// - Parameters:
///   - type: the protocol (or type) to resolve; it keys overrides and mocks.
///   - file: the call site, for messages; defaults to the caller.
///   - line: the call site's line, for messages; defaults to the caller.
///   - instantiator: makes the production instance; it runs with no lock held, so it may call `bind`.
/// - Returns: the instance for `type`.
public func bind<T>(
    _ type: T.Type, file: StaticString = #fileID, line: UInt = #line, to instantiator: () -> T
) -> T {
    Resolver.resolve(type, lifetime: .transient, container: nil, file: file, line: line, instantiator: instantiator)
}

/// Resolves `type` with a chosen lifetime: a mock in tests, a production override or the instantiator's result otherwise.
///
/// A ``Lifetime/cached`` instance is handed to every caller, on any thread, so `T` must be
/// `Sendable`; the compiler refuses a shared instance of a type that is not.
///
/// ```swift
/// let session: any Session = bind((any Session).self, lifetime: .cached) { URLSessionBackedSession() }
/// ```
///
/// - Parameters:
///   - type: the protocol (or type) to resolve; it keys overrides, mocks and cached instances.
///   - lifetime: ``Lifetime/transient`` (a new instance per call) or ``Lifetime/cached`` (one per
///     container, or per mock scope in tests).
///   - file: the call site, for messages; defaults to the caller.
///   - line: the call site's line, for messages; defaults to the caller.
///   - instantiator: makes the production instance; it runs with no lock held, so it may call `bind`.
/// - Returns: the instance for `type`.
public func bind<T: Sendable>(
    _ type: T.Type, lifetime: Lifetime, file: StaticString = #fileID, line: UInt = #line, to instantiator: () -> T
) -> T {
    Resolver.resolve(type, lifetime: lifetime, container: nil, file: file, line: line, instantiator: instantiator)
}
