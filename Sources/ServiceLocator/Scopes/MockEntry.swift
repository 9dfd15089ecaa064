import Synchronization

/// One registered mock: where it was registered and how often it was used.
class AnyMockEntry: @unchecked Sendable {
    // @unchecked: every stored property is a `let`; `uses` is an atomic.

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

    init(key: ObjectIdentifier, typeName: String, site: MockSite, order: Int, cache: InstanceCache) {
        self.key = key
        self.typeName = typeName
        self.site = site
        self.order = order
        self.cache = cache
    }
}

/// The typed mock behind ``AnyMockEntry``.
final class MockEntry<T>: AnyMockEntry, @unchecked Sendable {
    // @unchecked: `make` is a `@Sendable` closure stored in a `let`.
    let make: @Sendable () -> T

    init(typeName: String, site: MockSite, order: Int, cache: InstanceCache, make: @escaping @Sendable () -> T) {
        self.make = make
        super.init(key: ObjectIdentifier(T.self), typeName: typeName, site: site, order: order, cache: cache)
    }

    /// The mock for one `bind` with `lifetime`, counting the use.
    @inline(__always)
    func resolve(lifetime: Lifetime) -> T {
        uses.add(1, ordering: .relaxed)
        switch lifetime {
        case .transient: return make()
        case .cached: return cache.instance(of: T.self, make: make)
        }
    }
}
