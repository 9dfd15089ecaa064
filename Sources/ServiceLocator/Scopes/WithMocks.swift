/// Runs `operation` with the mocks that `register` adds, for this task tree only.
///
/// Every `bind` in `operation`, and in the child tasks it starts, gets these mocks; tests
/// running in parallel with other mocks never see them. In a test run, a `bind` for a
/// protocol with no mock stops the process with a message naming the protocol, the file
/// and line of the `bind`, and the mock to add.
///
/// ```swift
/// withMocks {
///     $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
/// } operation: {
///     #expect(CheckoutService().submit() == .sent)
/// }
/// ```
///
/// - Parameters:
///   - register: adds mocks with ``Mocks/mock(_:fileID:filePath:line:column:_:)``.
///   - operation: the code that runs with the mocks.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withMocks<R>(_ register: (inout Mocks) -> Void, operation: () throws -> R) rethrows -> R {
    var mocks = Mocks()
    register(&mocks)
    return try LocatorScope.run(mocks: mocks, operation: operation)
}

/// Runs the asynchronous `operation` with the mocks that `register` adds, for this task tree only.
///
/// ```swift
/// try await withMocks {
///     $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
/// } operation: {
///     #expect(try await CheckoutService().submit() == .sent)
/// }
/// ```
///
/// - Parameters:
///   - register: adds mocks with ``Mocks/mock(_:fileID:filePath:line:column:_:)``.
///   - isolation: the actor `operation` runs on; inferred from the caller.
///   - operation: the code that runs with the mocks.
/// - Returns: what `operation` returns.
/// - Throws: what `operation` throws.
public func withMocks<R>(
    _ register: (inout Mocks) -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    var mocks = Mocks()
    register(&mocks)
    return try await LocatorScope.run(mocks: mocks, isolation: isolation, operation: operation)
}

/// Registers `factory` as the mock for `type` in the calling task's innermost scope.
///
/// This is Lyft's call shape, for test bodies that already run inside a scope (such as a
/// test with FlowTesting's `.mocks` trait). The mock lasts until that scope ends. Calling
/// it outside every scope stops the program with a message saying how to fix the test.
///
/// ```swift
/// @Test(.mocks) func submitsOrder() {
///     mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
///     #expect(CheckoutService().submit() == .sent)
/// }
/// ```
///
/// - Parameters:
///   - type: the protocol `bind` is called with.
///   - fileID: where the mock is registered; defaults to the caller.
///   - filePath: the full path of that file; defaults to the caller.
///   - line: the line of the registration; defaults to the caller.
///   - column: the column of the registration; defaults to the caller.
///   - factory: makes the mock; it may run on any thread of the scope's task tree.
public func mock<T>(
    _ type: T.Type,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ factory: @escaping @Sendable () -> T
) {
    guard let scope = LocatorScope.current else {
        preconditionFailure(
            LocatorDiagnostic.mockOutsideScope(
                typeName: LocatorDiagnostic.writtenName(of: type), file: fileID, line: UInt(line)
            ).message)
    }
    var mocks = Mocks()
    mocks.mock(type, fileID: fileID, filePath: filePath, line: line, column: column, factory)
    for registration in mocks.registrations {
        scope.register(registration)
    }
}
