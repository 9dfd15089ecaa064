/// Every message the locator prints when it stops a program, built by pure functions so
/// tests can assert the exact text.
package enum LocatorDiagnostic: Sendable, Equatable {
    /// A test run reached `bind` for a protocol that the active mock scope does not mock.
    ///
    /// `typeName` is the type as Swift writes it (`any NetworkCommunicating`), and `testName` the
    /// test the scope belongs to, when FlowTesting opened it.
    case unmockedBind(typeName: String, file: String, line: UInt, mockedInScope: [String], testName: String?)
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
        case .unmockedBind(let typeName, let file, let line, let mocked, let testName):
            let inScope =
                mocked.isEmpty
                ? "The active mock scope mocks nothing yet."
                : "The active mock scope mocks: \(mocked.joined(separator: ", "))."
            let test = testName.map { "test \"\($0)\"" } ?? "this test"
            return """
                ServiceLocator: bind(\(Self.expression(of: typeName)).self) at \(file):\(line) has no mock in \(test).
                This process is a test run, so an unmocked bind never runs its production instantiator \
                (no network, disk or other production side effects in tests). \(inScope)
                To fix, mock it in the test's scope:
                \(Self.withMocksExample(typeName))
                or with FlowTesting's trait on the test:
                    @Test(.mocks { \(Self.mockCall(typeName)) })
                """
        case .bindOutsideScope(let typeName, let file, let line):
            return """
                ServiceLocator: bind(\(Self.expression(of: typeName)).self) at \(file):\(line) ran in a test process outside any mock scope.
                A test run never resolves production services, and this task has no mocks: either the test sets up \
                no mock scope, or the code runs in Task.detached, a Thread or a DispatchQueue, which do not inherit \
                task-local mock scopes.
                To fix, wrap the test body in
                \(Self.withMocksExample(typeName))
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
                ServiceLocator: mock(\(Self.expression(of: typeName)).self) at \(file):\(line) was called outside any mock \
                scope, so there is no scope to register it in. To fix, call it inside withMocks { … } operation: { … } \
                or a test with FlowTesting's .mocks { … } trait, or register it with
                \(Self.withMocksExample(typeName))
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

    /// How a type is written in code: `(any NetworkCommunicating)` for an existential, so that a
    /// suggested fix compiles with the `ExistentialAny` feature on; other types as they are.
    ///
    /// - Parameter typeName: the type as `String(describing:)` writes it.
    /// - Returns: an expression that names the type, ready for `.self`.
    package static func expression(of typeName: String) -> String {
        typeName.hasPrefix("any ") || typeName.contains(" ") ? "(\(typeName))" : typeName
    }

    /// How Swift writes `type` in source: `any NetworkCommunicating` for a protocol existential.
    ///
    /// The runtime prints an existential without `any`, so the metadata's kind (stable ABI:
    /// 0x303 for an existential type) tells whether to add it.
    ///
    /// - Parameter type: the protocol or type passed to `bind` or `mock`.
    /// - Returns: the type as written with the `ExistentialAny` feature on.
    package static func writtenName<T>(of type: T.Type) -> String {
        let name = String(describing: type)
        let kind = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self).load(as: UInt.self)
        return kind == 0x303 && name != "Any" ? "any " + name : name
    }

    /// `$0.mock((any NetworkCommunicating).self) { MockNetworkCommunicating() }`.
    static func mockCall(_ typeName: String) -> String {
        let bare = String(typeName.hasPrefix("any ") ? typeName.dropFirst(4) : Substring(typeName))
        let mockName = "Mock" + bare.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return "$0.mock(\(expression(of: typeName)).self) { \(mockName)() }"
    }

    /// A `withMocks` call, indented four spaces, that compiles once the mock type exists.
    static func withMocksExample(_ typeName: String) -> String {
        """
            withMocks {
                \(mockCall(typeName))
            } operation: {
                // the test's code
            }
        """
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
