import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The cached instances a thread is creating right now, outermost first.
///
/// An instantiator runs with no lock held, so it may call `bind` again. The chain rides
/// along in a task-local value (which also works on plain threads) so that a cached
/// instance whose creation needs itself is reported as a cycle instead of waiting forever.
struct CreationChain: Sendable {
    /// Identifies this chain in the process-wide wait-for graph.
    let id: UInt64

    /// The protocols being created, outermost first, for cycle messages.
    let path: [String]

    /// The thread running the instantiators; a task started inside one inherits the chain's
    /// task-local value but runs elsewhere, and waiting there is not a cycle.
    let thread: UInt

    /// The chain of the calling thread or task, if it is creating a cached instance.
    @TaskLocal static var current: CreationChain?

    /// The calling thread's chain, or a new empty one.
    static func currentOrNew() -> CreationChain {
        let thread = currentThread()
        if let current, current.thread == thread { return current }
        return CreationChain(id: nextID.add(1, ordering: .relaxed).newValue, path: [], thread: thread)
    }

    /// This chain extended by one more protocol being created.
    func appending(_ typeName: String) -> CreationChain {
        CreationChain(id: id, path: path + [typeName], thread: thread)
    }
}

/// An identifier of the calling thread, stable while the thread runs.
private func currentThread() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}

private let nextID = Atomic<UInt64>(0)

/// Which chain waits for which, so a wait that would close a loop across threads fails loudly.
///
/// Each chain waits for at most one creation at a time, so the graph is a set of paths and
/// following it from the owner of the creation we are about to wait for either ends, or comes
/// back to us (a deadlock that we refuse to enter).
enum CreationWaits {
    private static let waitsFor = Mutex<[UInt64: UInt64]>([:])

    /// Blocks until `pending` finishes, unless waiting would deadlock.
    ///
    /// - Parameters:
    ///   - pending: the creation another chain started.
    ///   - chain: the waiting chain.
    ///   - typeName: the protocol being resolved, for the cycle message.
    static func wait(for pending: PendingCreation, as chain: CreationChain, typeName: String) {
        if pending.owner == chain.id {
            preconditionFailure(LocatorDiagnostic.cycle(path: chain.path + [typeName]).message)
        }
        let closesLoop = waitsFor.withLock { edges -> Bool in
            var next = pending.owner
            var steps = 0
            while let target = edges[next], steps <= edges.count {
                if target == chain.id { return true }
                next = target
                steps += 1
            }
            edges[chain.id] = pending.owner
            return false
        }
        if closesLoop {
            preconditionFailure(LocatorDiagnostic.crossThreadCycle(typeName: typeName, path: chain.path).message)
        }
        pending.wait()
        _ = waitsFor.withLock { $0.removeValue(forKey: chain.id) }
    }
}
