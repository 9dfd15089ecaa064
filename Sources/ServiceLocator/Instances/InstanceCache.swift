import Synchronization

/// Cached instances of one container or mock scope, each created exactly once.
///
/// The lock guards a plain struct (no class properties, so no exclusivity checks) and is
/// never held while an instantiator runs.
final class InstanceCache: Sendable {
    // @unchecked: the raw addresses point into boxes that `boxes` keeps alive; the struct only
    // lives behind the Mutex.
    private struct Slots: @unchecked Sendable {
        /// Addresses of finished instances; a trivial value, so reading one retains nothing.
        var ready = TypeTable<UnsafeMutableRawPointer>()
        /// Creations in progress (or finished: `ready` is always checked first).
        var creating = TypeTable<PendingCreation>()
        /// Owns the finished instances for the cache's lifetime.
        var boxes: [InstanceBox] = []
    }

    // @unchecked: `use` carries an address into a box the cache keeps alive.
    private enum Step: @unchecked Sendable {
        case use(UnsafeMutableRawPointer)
        case wait(PendingCreation)
        case create(PendingCreation)
    }

    private let slots = Mutex(Slots())

    /// Whether an instance of `key` has been created or is being created.
    func contains(_ key: ObjectIdentifier) -> Bool {
        slots.withLock { $0.ready[key] != nil || $0.creating[key] != nil }
    }

    /// The cached instance of `type`, created by `make` on first use.
    ///
    /// - Parameters:
    ///   - type: the protocol (or type) the instance is cached under.
    ///   - make: creates the instance; runs at most once per cache, with no lock held.
    /// - Returns: the one instance of `type` in this cache.
    @inline(__always)
    func instance<T>(of type: T.Type, make: () -> T) -> T {
        let key = ObjectIdentifier(type)
        if let storage = slots.withLock({ $0.ready[key] }) {
            // The box is never removed while the cache lives, so the address stays valid.
            return storage.assumingMemoryBound(to: T.self).pointee
        }
        return create(type, key: key, make: make)
    }

    @inline(never)
    private func create<T>(_ type: T.Type, key: ObjectIdentifier, make: () -> T) -> T {
        let chain = CreationChain.currentOrNew()
        while true {
            let step = slots.withLock { slots -> Step in
                if let storage = slots.ready[key] { return .use(storage) }
                if let pending = slots.creating[key] { return .wait(pending) }
                let pending = PendingCreation(owner: chain.id)
                slots.creating.set(pending, for: key)
                return .create(pending)
            }
            switch step {
            case .use(let storage):
                return storage.assumingMemoryBound(to: T.self).pointee
            case .wait(let pending):
                CreationWaits.wait(for: pending, as: chain, typeName: LocatorDiagnostic.displayName(of: type))
            case .create(let pending):
                let value = CreationChain.$current.withValue(chain.appending(LocatorDiagnostic.displayName(of: type))) {
                    make()
                }
                let box = InstanceBox(value)
                slots.withLock { slots in
                    slots.boxes.append(box)
                    slots.ready.set(box.storage, for: key)
                }
                pending.finish()
                return value
            }
        }
    }
}
