import Dispatch
import ServiceLocator
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `bind` from many threads at once: cached instances are created once, nothing deadlocks.
@Suite(.timeLimit(.minutes(1))) struct ThreadSafetyTests {
    @Test func concurrentFirstAccessCreatesACachedInstanceOnce() {
        let container = ServiceContainer()
        let made = Counter()
        let seen = Collected()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            // Threads do not inherit task-local scopes, so each one opens its own production scope.
            withContainer(container) {
                withLocatorMode(.production) {
                    let instance = bind((any Identified).self, lifetime: .cached) {
                        usleep(20_000)  // widens the window in which other threads arrive first
                        return Instance(id: made.increment())
                    }
                    seen.insert(ObjectIdentifier(instance))
                }
            }
        }
        #expect(made.value == 1)
        #expect(seen.count == 1)
    }

    @Test func cachedFactoriesThatCallBindFromManyThreadsDoNotDeadlock() {
        let container = ServiceContainer()
        let outerMade = Counter()
        let innerMade = Counter()
        let outers = Collected()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            withContainer(container) {
                withLocatorMode(.production) {
                    // Half the threads start with the dependency, half with the service that needs it.
                    if index.isMultiple(of: 2) {
                        _ = bind((any Identified).self, lifetime: .cached) { Instance(id: innerMade.increment()) }
                    }
                    let outer = bind((any Outer).self, lifetime: .cached) {
                        outerMade.increment()
                        usleep(5_000)
                        let transient = bind((any TimeSource).self) { FixedTime(now: 1) }
                        precondition(transient.now == 1)
                        return OuterService(
                            inner: bind((any Identified).self, lifetime: .cached) {
                                Instance(id: innerMade.increment())
                            })
                    }
                    outers.insert(ObjectIdentifier(outer.inner))
                }
            }
        }
        #expect(outerMade.value == 1)
        #expect(innerMade.value == 1)
        #expect(outers.count == 1)
    }

    @Test func aTaskStartedInsideAnInstantiatorWaitsInsteadOfReportingACycle() async {
        let container = ServiceContainer()
        let (id, child) = withContainer(container) {
            withLocatorMode(.production) {
                var child: Task<Int, Never>?
                let instance = bind((any Identified).self, lifetime: .cached) {
                    // The task inherits the creation's task-local state but runs on another thread.
                    child = Task { bind((any Identified).self, lifetime: .cached) { Instance(id: -1) }.id }
                    usleep(20_000)
                    return Instance(id: 1)
                }
                return (instance.id, child)
            }
        }
        #expect(id == 1)
        // The child waits for the creation on another thread: bound the wait, so a deadlock fails here.
        let answer = Answer<Int>()
        Task { answer.set(await child?.value ?? -2) }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(5))
        while answer.value == nil, clock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
        #expect(answer.value == 1, "the child task did not get the cached instance within 5 s")
    }

    @Test func concurrentBindsWithMocksFromATaskTreeAreSafe() async {
        let made = Counter()
        let total = await withMocks {
            $0.mock((any Identified).self) { Instance(id: made.increment()) }
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
        } operation: {
            await withTaskGroup(of: Int.self) { group in
                for _ in 0..<200 {
                    group.addTask {
                        let cached = bind((any Identified).self, lifetime: .cached) { Instance(id: -1) }
                        return cached.id + bind((any TimeSource).self) { FixedTime(now: -1) }.now
                    }
                }
                return await group.reduce(0, +)
            }
        }
        #expect(made.value == 1)
        #expect(total == 400)
    }
}

/// A value another task hands back, read by a bounded wait.
final class Answer<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)

    var value: Value? { stored.withLock { $0 } }

    func set(_ value: Value) { stored.withLock { $0 = value } }
}

/// A thread-safe set of object identities.
final class Collected: Sendable {
    private let identities = Mutex<Set<ObjectIdentifier>>([])

    var count: Int { identities.withLock { $0.count } }

    func insert(_ identity: ObjectIdentifier) {
        _ = identities.withLock { $0.insert(identity) }
    }
}
