import Synchronization

/// One registered mock: its factory, where it was registered and how often it was used.
///
/// Not generic on purpose: reading a generic class from unspecialized code costs a
/// generic-metadata lookup per `bind`; ``ErasedFactory`` needs only the mocked type's metadata.
final class MockEntry: Sendable {
    /// `ObjectIdentifier` of the mocked protocol.
    let key: ObjectIdentifier

    /// The mocked protocol as messages write it.
    let typeName: String

    /// Where `mock(_:)` was called.
    let site: MockSite

    /// Registration order within its scope, so reports list mocks as they were written.
    let order: Int

    /// The cache of the scope that registered the mock, for `.cached` binds.
    let cache: InstanceCache

    /// How many `bind` calls this mock answered.
    let uses = Atomic<Int>(0)

    private let factory: ErasedFactory

    init<T>(
        _ type: T.Type, site: MockSite, order: Int, cache: InstanceCache, factory: @escaping @Sendable () -> T
    ) {
        self.key = ObjectIdentifier(type)
        self.typeName = LocatorDiagnostic.displayName(of: type)
        self.site = site
        self.order = order
        self.cache = cache
        self.factory = ErasedFactory(factory)
    }

    /// The mock for one `bind` of `type` with `lifetime`, counting the use.
    ///
    /// - Parameters:
    ///   - type: the type the mock was registered for.
    ///   - lifetime: `.transient` runs the factory; `.cached` runs it once per registering scope.
    /// - Returns: the mock.
    @inline(__always)
    func resolve<T>(_ type: T.Type, lifetime: Lifetime) -> T {
        uses.add(1, ordering: .relaxed)
        switch lifetime {
        case .transient: return factory.make(type)
        case .cached: return cache.instance(of: type) { factory.make(type) }
        }
    }
}
