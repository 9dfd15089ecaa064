import Synchronization

/// Production overrides and cached instances, shared by every `bind` that uses the container.
///
/// Most apps use ``shared`` through the global `bind`; `withContainer(_:operation:)` swaps
/// in another container for a task tree (handy for tests of production wiring).
///
/// ```swift
/// // At app start-up, before the first bind:
/// ServiceContainer.shared.override((any NetworkCommunicating).self) { StagingNetworkCommunicator() }
/// ```
public final class ServiceContainer: Sendable {
    /// The container the global `bind` uses unless a scope sets another.
    public static let shared = ServiceContainer()

    private let overrides = Mutex(TypeTable<ProductionOverride>())
    // Lets transient binds skip the lock in the common case of an app with no overrides.
    private let hasOverrides = Atomic<Bool>(false)
    let instances = InstanceCache()

    /// Creates an empty container: no overrides, no cached instances.
    public init() {}

    /// Registers `factory` to replace every production instantiator for `type`.
    ///
    /// Register overrides once, at start-up. A second override for the same protocol, or one
    /// registered after the protocol was already cached here, is a programming error and stops
    /// the program with a message saying how to fix it. Overrides are production code, so a
    /// test run ignores them and asks for mocks instead.
    ///
    /// - Parameters:
    ///   - type: the protocol `bind` is called with.
    ///   - file: where the override is registered; defaults to the caller.
    ///   - line: the line of the registration; defaults to the caller.
    ///   - factory: makes the production instance; it may run on any thread.
    public func override<T>(
        _ type: T.Type, file: StaticString = #fileID, line: UInt = #line,
        with factory: @escaping @Sendable () -> T
    ) {
        let key = ObjectIdentifier(type)
        let typeName = LocatorDiagnostic.displayName(of: type)
        precondition(
            !instances.contains(key),
            LocatorDiagnostic.overrideAfterCached(typeName: typeName, file: "\(file)", line: line).message)
        let added = ProductionOverride(file: "\(file)", line: line, make: factory)
        let existing = overrides.withLock { overrides -> ProductionOverride? in
            if let existing = overrides[key] { return existing }
            overrides.set(added, for: key)
            return nil
        }
        if let existing {
            preconditionFailure(
                LocatorDiagnostic.duplicateOverride(
                    typeName: typeName, firstFile: existing.file, firstLine: existing.line, file: "\(file)", line: line
                ).message)
        }
        hasOverrides.store(true, ordering: .releasing)
    }

    /// Resolves `type` with this container's overrides, a new instance per call.
    ///
    /// Mocks in the calling task's scope still come first, and a test run still refuses to
    /// run production code; only the container differs from the global `bind`.
    ///
    /// - Parameters:
    ///   - type: the protocol to resolve.
    ///   - file: the call site, for messages; defaults to the caller.
    ///   - line: the call site's line, for messages; defaults to the caller.
    ///   - instantiator: makes the production instance when no override is registered.
    /// - Returns: a mock, the override's instance, or the instantiator's.
    public func bind<T>(
        _ type: T.Type, file: StaticString = #fileID, line: UInt = #line, to instantiator: () -> T
    ) -> T {
        Resolver.resolve(
            type, lifetime: .transient, container: self, file: file, line: line, instantiator: instantiator)
    }

    /// Resolves `type` with this container's overrides and cached instances.
    ///
    /// A ``Lifetime/cached`` instance is shared by every caller on any thread, so `T` must be `Sendable`.
    ///
    /// ```swift
    /// let clock: any Clock = container.bind((any Clock).self, lifetime: .cached) { SystemClock() }
    /// ```
    ///
    /// - Parameters:
    ///   - type: the protocol to resolve.
    ///   - lifetime: ``Lifetime/transient`` or ``Lifetime/cached``.
    ///   - file: the call site, for messages; defaults to the caller.
    ///   - line: the call site's line, for messages; defaults to the caller.
    ///   - instantiator: makes the production instance when no override is registered.
    /// - Returns: a mock, the override's instance, or the instantiator's.
    public func bind<T: Sendable>(
        _ type: T.Type, lifetime: Lifetime, file: StaticString = #fileID, line: UInt = #line,
        to instantiator: () -> T
    ) -> T {
        Resolver.resolve(type, lifetime: lifetime, container: self, file: file, line: line, instantiator: instantiator)
    }

    /// The production instance of `type`: the override's if one is registered, else the instantiator's.
    @inline(__always)
    func resolveProduction<T>(_ type: T.Type, lifetime: Lifetime, instantiator: () -> T) -> T {
        switch lifetime {
        case .transient:
            if let registered = productionOverride(for: type) { return registered.factory.make(type) }
            return instantiator()
        case .cached:
            return instances.instance(of: type) {
                if let registered = productionOverride(for: type) { return registered.factory.make(type) }
                return instantiator()
            }
        }
    }

    @inline(__always)
    private func productionOverride<T>(for type: T.Type) -> ProductionOverride? {
        guard hasOverrides.load(ordering: .relaxed) else { return nil }
        let key = ObjectIdentifier(type)
        return overrides.withLock { $0[key] }
    }
}
