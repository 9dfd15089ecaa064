import Synchronization

/// Cached instances of one container or mock scope, each created exactly once.
///
/// The lock guards a plain struct of slots (no class properties, so no exclusivity checks)
/// and is never held while an instantiator runs.
final class InstanceCache: Sendable {
    private enum Slot: Sendable {
        case ready(AnyInstanceBox)
        case creating(PendingCreation)
    }

    private enum Step: Sendable {
        case use(AnyInstanceBox)
        case wait(PendingCreation)
        case create(PendingCreation)
    }

    private let slots = Mutex<[ObjectIdentifier: Slot]>([:])

    /// Whether an instance of `key` has been created or is being created.
    func contains(_ key: ObjectIdentifier) -> Bool {
        slots.withLock { $0[key] != nil }
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
        if case .ready(let box)? = slots.withLock({ $0[key] }) {
            return box.unboxed(as: T.self)
        }
        return create(type, key: key, make: make)
    }

    @inline(never)
    private func create<T>(_ type: T.Type, key: ObjectIdentifier, make: () -> T) -> T {
        let chain = CreationChain.currentOrNew()
        while true {
            let step = slots.withLock { slots -> Step in
                switch slots[key] {
                case .ready(let box)?:
                    return .use(box)
                case .creating(let pending)?:
                    return .wait(pending)
                case nil:
                    let pending = PendingCreation(owner: chain.id)
                    slots[key] = .creating(pending)
                    return .create(pending)
                }
            }
            switch step {
            case .use(let box):
                return box.unboxed(as: T.self)
            case .wait(let pending):
                CreationWaits.wait(for: pending, as: chain, typeName: LocatorDiagnostic.displayName(of: type))
            case .create(let pending):
                let value = CreationChain.$current.withValue(chain.appending(LocatorDiagnostic.displayName(of: type))) {
                    make()
                }
                slots.withLock { $0[key] = .ready(InstanceBox(value)) }
                pending.finish()
                return value
            }
        }
    }
}
