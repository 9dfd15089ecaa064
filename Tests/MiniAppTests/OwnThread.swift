import Foundation

/// Runs blocking work (a child process, a read to the end of a pipe) on a thread of its own.
///
/// Swift's cooperative pool has one thread per core, two on CI. A test that blocks one of them
/// while a child process runs starves every other test's async work (effects, `settle()`),
/// which then time out for no fault of their own.
func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
    }
}
