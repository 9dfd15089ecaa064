import Dispatch
import ServiceLocator
import Testing

/// Three cached services created on three threads, each needing the next one's: the last thread to wait would
/// close the loop, and is stopped with the cross-thread cycle message instead of all three hanging.
@Suite(.timeLimit(.minutes(1))) struct ThreeThreadCycleTests {
    @Test func aCycleAcrossThreeThreadsIsReportedInsteadOfDeadlocking() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = ServiceContainer()
            let started = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            /// Tells the other two creations this one started, then waits until they have too.
            @Sendable func meet(_ index: Int) {
                started[index].signal()
                started[index].signal()
                for other in 0..<3 where other != index { _ = started[other].wait(timeout: .now() + 10) }
            }
            let finished = DispatchGroup()
            let creations: [@Sendable () -> Void] = [
                {
                    _ = bind((any TimeSource).self, lifetime: .cached) {
                        meet(0)
                        _ = bind((any Analytics).self, lifetime: .cached) { SilentAnalytics() }
                        return FixedTime(now: 0)
                    }
                },
                {
                    _ = bind((any Analytics).self, lifetime: .cached) {
                        meet(1)
                        _ = bind((any NetworkCommunicating).self, lifetime: .cached) { NetworkCommunicator() }
                        return SilentAnalytics()
                    }
                },
                {
                    _ = bind((any NetworkCommunicating).self, lifetime: .cached) {
                        meet(2)
                        _ = bind((any TimeSource).self, lifetime: .cached) { FixedTime(now: 1) }
                        return NetworkCommunicator()
                    }
                },
            ]
            for creation in creations {
                DispatchQueue.global().async(group: finished) {
                    withContainer(container) { withLocatorMode(.production) { creation() } }
                }
            }
            // Without the loop check all three would wait for ever; the child then ends normally, which fails.
            _ = finished.wait(timeout: .now() + 15)
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("would wait for another thread that is itself waiting for this one"))
    }
}
