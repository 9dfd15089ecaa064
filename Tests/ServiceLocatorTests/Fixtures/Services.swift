import Foundation
import Synchronization

// Protocols and implementations the tests resolve. Each test that counts resolutions in the
// process-wide report uses a protocol of its own, because tests run in parallel.

protocol NetworkCommunicating: Sendable {
    var name: String { get }
}

final class NetworkCommunicator: NetworkCommunicating {
    let name = "production"
}

final class MockNetworkCommunicator: NetworkCommunicating {
    let name: String
    init(name: String = "mock") { self.name = name }
}

protocol TimeSource: Sendable {
    var now: Int { get }
}

struct FixedTime: TimeSource {
    let now: Int
}

protocol Identified: AnyObject, Sendable {
    var id: Int { get }
}

final class Instance: Identified {
    let id: Int
    init(id: Int) { self.id = id }
}

protocol Analytics: Sendable {}
struct SilentAnalytics: Analytics {}

protocol Reported: Sendable {}
struct ReportedService: Reported {}

protocol Unreported: Sendable {}

protocol Outer: Sendable {
    var inner: any Identified { get }
}

struct OuterService: Outer {
    let inner: any Identified
}

/// Counts how often a factory ran, from any thread.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    var value: Int { count.load(ordering: .relaxed) }

    /// Adds one and returns the new total.
    @discardableResult
    func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
}

/// Writes a marker to standard error, so exit tests can prove a closure ran (or did not).
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
