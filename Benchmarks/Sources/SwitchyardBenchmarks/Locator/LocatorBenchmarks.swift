import ServiceLocator
import Swinject
import Synchronization

/// The service every locator benchmark resolves.
private protocol BenchNetworking: Sendable {
    func send() -> Int
}

private final class BenchNetwork: BenchNetworking {
    func send() -> Int { 1 }
}

/// The floor a hand-written locator has to pay: a `Mutex`-guarded `[ObjectIdentifier: Any]`
/// lookup, plus the `as! any P` cast needed to hand back the protocol type.
private final class HandWrittenLocator: Sendable {
    private let instances = Mutex<[ObjectIdentifier: Any]>([:])

    func register<T: Sendable>(_ type: T.Type, _ instance: T) {
        instances.withLock { $0[ObjectIdentifier(type)] = instance }
    }

    @inline(never)
    func lookup(_ key: ObjectIdentifier) -> Any? {
        instances.withLock { $0[key] }
    }
}

/// Locator benchmarks: cached resolve, resolve with a test mock active, and Swinject.
func runLocatorBenchmarks() {
    let iterations = 2_000_000
    let key = ObjectIdentifier((any BenchNetworking).self)
    let handWritten = HandWrittenLocator()
    handWritten.register((any BenchNetworking).self, BenchNetwork())

    let floorWithCast = measure("Mutex [ObjectIdentifier: Any] + as! any P", iterations: iterations) {
        blackHole(handWritten.lookup(key) as! any BenchNetworking)
    }
    let floorLookupOnly = measure("Mutex [ObjectIdentifier: Any], no cast", iterations: iterations) {
        blackHole(handWritten.lookup(key))
    }

    let cached = measure("bind .cached (production)", iterations: iterations) {
        blackHole(bind((any BenchNetworking).self, lifetime: .cached) { BenchNetwork() })
    }
    let shared: any BenchNetworking = BenchNetwork()
    let transient = measure("bind .transient (production)", iterations: iterations) {
        blackHole(bind((any BenchNetworking).self) { shared })
    }
    let mocked = withLocatorMode(.test) {
        withMocks {
            $0.mock((any BenchNetworking).self) { shared }
        } operation: {
            measure("bind with a test mock active", iterations: iterations) {
                blackHole(bind((any BenchNetworking).self) { BenchNetwork() })
            }
        }
    }
    let mockedCached = withLocatorMode(.test) {
        withMocks {
            $0.mock((any BenchNetworking).self) { BenchNetwork() }
        } operation: {
            measure("bind .cached with a test mock active", iterations: iterations) {
                blackHole(bind((any BenchNetworking).self, lifetime: .cached) { BenchNetwork() })
            }
        }
    }

    let swinject = Container()
    swinject.register((any BenchNetworking).self) { _ in BenchNetwork() }.inObjectScope(.container)
    let swinjectResolve = measure("Swinject 2.10.0 .container resolve", iterations: iterations / 10) {
        blackHole(swinject.resolve((any BenchNetworking).self)!)
    }

    report(cached, against: floorWithCast, goal: 1.5)
    report(cached, against: floorLookupOnly, goal: 1.5)
    report(transient, against: floorWithCast, goal: 1.5)
    report(mocked, against: floorWithCast, goal: 2.0)
    report(mockedCached, against: floorWithCast, goal: 2.0)
    report(cached, against: swinjectResolve, goal: 1.0 / 20.0)
}
