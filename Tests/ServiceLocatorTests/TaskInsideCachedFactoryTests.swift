import Dispatch
import ServiceLocator
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A task started inside a cached factory runs on another thread: its `bind` of the same service waits
/// for the instance being made, where the factory's own `bind` of it would be a cycle.
@Suite(.timeLimit(.minutes(1))) struct TaskInsideCachedFactoryTests {
    @Test func aTaskStartedInsideACachedFactoryWaitsForTheInstanceInsteadOfReportingACycle() async {
        // In a child process: a wrongly reported cycle stops the process.
        await #expect(processExitsWith: .success) {
            precondition(
                factoryAndTaskGetTheOneInstance(), "The task inside the factory did not get the one cached instance.")
        }
    }
}

/// Makes a cached instance whose factory starts a task that binds it too; whether both got the same one.
private func factoryAndTaskGetTheOneInstance() -> Bool {
    let made = Counter()
    let seen = Collected()
    let taskDone = DispatchSemaphore(value: 0)
    let instance: any Identified = withContainer(ServiceContainer()) {
        withLocatorMode(.production) {
            bind((any Identified).self, lifetime: .cached) {
                let started = DispatchSemaphore(value: 0)
                Task {
                    started.signal()
                    let inner = bind((any Identified).self, lifetime: .cached) { Instance(id: made.increment()) }
                    seen.insert(ObjectIdentifier(inner))
                    taskDone.signal()
                }
                started.wait()
                usleep(50_000)  // lets the task reach its bind while this creation still runs
                return Instance(id: made.increment())
            }
        }
    }
    guard taskDone.wait(timeout: .now() + .seconds(10)) == .success else { return false }
    seen.insert(ObjectIdentifier(instance))
    return seen.count == 1 && made.value == 1
}
