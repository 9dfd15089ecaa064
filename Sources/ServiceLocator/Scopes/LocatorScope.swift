import Synchronization

/// One level of locator configuration bound to a task tree: mocks, a forced mode, a container.
///
/// Scopes live in a task-local value, so a test's mocks reach every child task it starts
/// (`async let`, task groups, `Task { }`) and no other test's tasks. A nested scope sees
/// its parents' mocks unless it mocks the same protocol itself.
final class LocatorScope: Sendable {
    private struct State: Sendable {
        var mocks = TypeTable<MockEntry>()
        var registered = 0
        var tally = ResolutionTally()
    }

    /// The innermost scope of the calling task, if any.
    @TaskLocal static var current: LocatorScope?

    /// How many scopes are open anywhere in the process.
    ///
    /// While it is zero, a production process skips the task-local read (about 20 ns).
    private static let openScopes = Atomic<Int>(0)

    let parent: LocatorScope?
    /// The forced mode, inherited from the parent unless this scope sets one.
    let mode: LocatorMode?
    /// The container for production resolutions, inherited unless this scope sets one.
    let container: ServiceContainer?
    /// Cached mocks registered in this scope.
    let instances = InstanceCache()
    /// The test the scope belongs to, inherited from the parent unless this scope names one.
    let testName: String?

    private let state = Mutex(State())
    private let endHandlers: [@Sendable (MockUsageReport) -> Void]

    private init(parent: LocatorScope?, mode: LocatorMode?, container: ServiceContainer?, mocks: Mocks) {
        self.parent = parent
        self.mode = mode ?? parent?.mode
        self.container = container ?? parent?.container
        self.testName = mocks.testName ?? parent?.testName
        self.endHandlers = mocks.endHandlers
        for registration in mocks.registrations {
            register(registration)
        }
    }

    /// Whether any scope is open in the process.
    @inline(__always)
    static var anyOpen: Bool {
        openScopes.load(ordering: .relaxed) != 0
    }

    /// The mock for `key` from this scope or the nearest parent that has one.
    @inline(__always)
    func mockEntry(for key: ObjectIdentifier) -> MockEntry? {
        // Most binds are answered by the innermost scope; only a miss walks the parents.
        if let entry = state.withLock({ $0.mocks[key] }) { return entry }
        var scope = parent
        while let level = scope {
            if let entry = level.state.withLock({ $0.mocks[key] }) { return entry }
            scope = level.parent
        }
        return nil
    }

    /// Adds a mock to this scope, replacing one registered earlier for the same protocol.
    func register(_ registration: Mocks.Registration) {
        state.withLock { state in
            state.mocks.set(registration.register(state.registered, instances), for: registration.key)
            state.registered += 1
        }
    }

    /// Counts one production resolution made inside this scope.
    func recordProduction<T>(_ type: T.Type) {
        state.withLock { $0.tally.recordProduction(type) }
    }

    /// The protocols mocked here or in a parent, sorted, for messages.
    var mockedNames: [String] {
        var names: Set<String> = []
        var scope: LocatorScope? = self
        while let level = scope {
            level.state.withLock { state in
                for entry in state.mocks.allValues { names.insert(entry.typeName) }
            }
            scope = level.parent
        }
        return names.sorted()
    }

    /// Runs `operation` with a new scope on top of the calling task's scope.
    static func run<R>(
        mode: LocatorMode? = nil, container: ServiceContainer? = nil, mocks: Mocks = Mocks(),
        operation: () throws -> R
    ) rethrows -> R {
        let scope = LocatorScope(parent: current, mode: mode, container: container, mocks: mocks)
        openScopes.add(1, ordering: .relaxed)
        defer {
            scope.end()
            openScopes.subtract(1, ordering: .relaxed)
        }
        return try $current.withValue(scope, operation: operation)
    }

    /// Runs `operation` with a new scope on top of the calling task's scope.
    static func run<R>(
        mode: LocatorMode? = nil, container: ServiceContainer? = nil, mocks: Mocks = Mocks(),
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> R
    ) async rethrows -> R {
        let scope = LocatorScope(parent: current, mode: mode, container: container, mocks: mocks)
        openScopes.add(1, ordering: .relaxed)
        defer {
            scope.end()
            openScopes.subtract(1, ordering: .relaxed)
        }
        return try await $current.withValue(scope, operation: operation, isolation: isolation)
    }

    /// Reports the scope to its end handlers and hands its counts to the parent or the process log.
    private func end() {
        let (entries, tallied) = state.withLock { ($0.mocks.allValues.sorted { $0.order < $1.order }, $0.tally) }
        var tally = tallied
        for entry in entries {
            let uses = entry.uses.load(ordering: .relaxed)
            if uses > 0 {
                tally.recordMocked(entry.key, name: entry.typeName, count: uses)
            }
        }
        if !endHandlers.isEmpty {
            let unused = entries.filter { $0.uses.load(ordering: .relaxed) == 0 }.map {
                MockUsageReport.UnusedMock(protocolName: $0.typeName, site: $0.site)
            }
            let report = MockUsageReport(unusedMocks: unused, resolutions: tally.report)
            for handler in endHandlers { handler(report) }
        }
        if let parent {
            parent.state.withLock { $0.tally.merge(tally) }
        } else {
            ResolutionLog.shared.withLock { $0.merge(tally) }
        }
    }
}
