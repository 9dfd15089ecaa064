/// Every message the locator prints when it stops a program, built by pure functions so
/// tests can assert the exact text.
package enum LocatorDiagnostic: Sendable, Equatable {
    /// A test run reached `bind` for a protocol that the active mock scope does not mock.
    case unmockedBind(typeName: String, file: String, line: UInt, mockedInScope: [String])
    /// A test run reached `bind` from a task that has no mock scope at all.
    case bindOutsideScope(typeName: String, file: String, line: UInt)
    /// A container got a second production override for one protocol.
    case duplicateOverride(typeName: String, firstFile: String, firstLine: UInt, file: String, line: UInt)
    /// A production override arrived after its protocol was cached, so it could never apply.
    case overrideAfterCached(typeName: String, file: String, line: UInt)
    /// `mock(_:)` was called with no mock scope to register into.
    case mockOutsideScope(typeName: String, file: String, line: UInt)
    /// Creating a cached instance needed that same instance again on the same thread.
    case cycle(path: [String])
    /// Creating a cached instance would wait for a thread that waits for this one.
    case crossThreadCycle(typeName: String, path: [String])

    /// The full, multi-line message, ending with how to fix the problem.
    package var message: String {
        switch self {
        case .unmockedBind(let typeName, let file, let line, let mocked):
            let inScope =
                mocked.isEmpty
                ? "The active mock scope mocks nothing yet."
                : "The active mock scope mocks: \(mocked.joined(separator: ", "))."
            return """
                ServiceLocator: bind(\(typeName).self) at \(file):\(line) has no mock in this test.
                This process is a test run, so an unmocked bind never runs its production instantiator \
                (no network, disk or other production side effects in tests). \(inScope)
                To fix, mock it in the test's scope:
                    withMocks { $0.mock(\(typeName).self) { Mock\(typeName)() } } operation: { … }
                or with the FlowTesting trait: @Test(.mocks { $0.mock(\(typeName).self) { Mock\(typeName)() } })
                """
        case .bindOutsideScope(let typeName, let file, let line):
            return """
                ServiceLocator: bind(\(typeName).self) at \(file):\(line) ran in a test process outside any mock scope.
                A test run never resolves production services, and this task has no mocks: either the test sets up \
                no mock scope, or the code runs in Task.detached, a Thread or a DispatchQueue, which do not inherit \
                task-local mock scopes.
                To fix, wrap the test body in
                    withMocks { $0.mock(\(typeName).self) { Mock\(typeName)() } } operation: { … }
                (or add FlowTesting's .mocks { … } trait), and start child work with Task { } or a task group \
                instead of Task.detached. To run production code on purpose, use withLocatorMode(.production) { … }.
                """
        case .duplicateOverride(let typeName, let firstFile, let firstLine, let file, let line):
            return """
                ServiceLocator: a production override for \(typeName) is already registered at \
                \(firstFile):\(firstLine); registering another at \(file):\(line) would silently replace it. \
                To fix, register one override per protocol at app start-up; use withMocks for tests, or a separate \
                ServiceContainer for a different configuration.
                """
        case .overrideAfterCached(let typeName, let file, let line):
            return """
                ServiceLocator: the production override for \(typeName) at \(file):\(line) arrived after \(typeName) \
                was already resolved and cached in this container, so it would never take effect. \
                To fix, register overrides at app start-up, before the first bind.
                """
        case .mockOutsideScope(let typeName, let file, let line):
            return """
                ServiceLocator: mock(\(typeName).self) at \(file):\(line) was called outside any mock scope, so there \
                is no scope to register it in. To fix, call it inside withMocks { … } operation: { … } or a test with \
                FlowTesting's .mocks { … } trait, or register it with withMocks { $0.mock(\(typeName).self) { … } }.
                """
        case .cycle(let path):
            return """
                ServiceLocator: cyclic dependency while creating cached instances: \(path.joined(separator: " → ")). \
                A cached instance cannot need itself while it is being created. To fix, break the cycle: resolve one \
                of them lazily (on first use instead of in the instantiator) or pass it in after creation.
                """
        case .crossThreadCycle(let typeName, let path):
            let context = path.isEmpty ? "" : " (while creating \(path.joined(separator: " → ")))"
            return """
                ServiceLocator: creating the cached \(typeName)\(context) would wait for another thread that is \
                itself waiting for this one: a cyclic dependency between cached instances. To fix, break the cycle: \
                resolve one of them lazily (on first use instead of in the instantiator) or pass it in after creation.
                """
        }
    }

    /// How a type is written in messages: `NetworkCommunicating` for `any NetworkCommunicating`.
    ///
    /// - Parameter type: the protocol or type passed to `bind` or `mock`.
    /// - Returns: the unqualified name without a leading `any ` for single protocols.
    package static func displayName<T>(of type: T.Type) -> String {
        let name = String(describing: type)
        if name.hasPrefix("any "), !name.contains(" & ") {
            return String(name.dropFirst(4))
        }
        return name.contains(" ") ? "(\(name))" : name
    }
}
