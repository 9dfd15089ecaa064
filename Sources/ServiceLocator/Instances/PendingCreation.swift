import Dispatch

/// A cached instance that one chain is creating; other callers wait for it.
///
/// The waiters block on a `DispatchGroup`, not on the table's lock, so the creator's
/// instantiator runs with no lock held and may resolve other services.
final class PendingCreation: Sendable {
    /// The creation chain running the instantiator.
    let owner: UInt64

    private let done = DispatchGroup()

    /// Starts a creation owned by `owner`; call ``finish()`` when the instance is stored.
    init(owner: UInt64) {
        self.owner = owner
        done.enter()
    }

    /// Wakes every waiter.
    func finish() {
        done.leave()
    }

    /// Blocks the calling thread until ``finish()``.
    func wait() {
        done.wait()
    }
}
