/// Runs `operation` with `bind` forced into `mode`, for this task tree only.
///
/// A test forces `.production` to check production resolution without leaving the test
/// process; a debug tool forces `.test` to prove a code path is fully mocked.
///
/// ```swift
/// withLocatorMode(.production) {
///     let network: any NetworkCommunicating = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
///     #expect(network is NetworkCommunicator)
/// }
/// ```
///
/// - Parameters:
///   - mode: the mode `bind` uses inside `operation`.
///   - operation: the code that runs in `mode`.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withLocatorMode<R>(_ mode: LocatorMode, operation: () throws -> R) rethrows -> R {
    try LocatorScope.run(mode: mode, operation: operation)
}

/// Runs the asynchronous `operation` with `bind` forced into `mode`, for this task tree only.
///
/// - Parameters:
///   - mode: the mode `bind` uses inside `operation`.
///   - isolation: the actor `operation` runs on; inferred from the caller.
///   - operation: the code that runs in `mode`.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withLocatorMode<R>(
    _ mode: LocatorMode,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await LocatorScope.run(mode: mode, isolation: isolation, operation: operation)
}

/// Runs `operation` with `container` answering every production `bind`, for this task tree only.
///
/// Production overrides and cached instances then come from `container` instead of
/// ``ServiceContainer/shared``, so tests of production wiring stay independent.
///
/// ```swift
/// let container = ServiceContainer()
/// container.override((any Clock).self) { FixedClock() }
/// withContainer(container) {
///     withLocatorMode(.production) { #expect(bind((any Clock).self) { SystemClock() } is FixedClock) }
/// }
/// ```
///
/// - Parameters:
///   - container: the container production resolutions use.
///   - operation: the code that runs with it.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withContainer<R>(_ container: ServiceContainer, operation: () throws -> R) rethrows -> R {
    try LocatorScope.run(container: container, operation: operation)
}

/// Runs the asynchronous `operation` with `container` answering every production `bind`.
///
/// - Parameters:
///   - container: the container production resolutions use.
///   - isolation: the actor `operation` runs on; inferred from the caller.
///   - operation: the code that runs with it.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withContainer<R>(
    _ container: ServiceContainer,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    try await LocatorScope.run(container: container, isolation: isolation, operation: operation)
}
