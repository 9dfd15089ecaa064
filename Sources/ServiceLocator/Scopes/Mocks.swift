/// The mocks a scope registers, collected before the scope starts.
///
/// You get one as `$0` in `withMocks(_:operation:)`:
///
/// ```swift
/// withMocks {
///     $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
/// } operation: {
///     #expect(CheckoutService().submit() == .sent)
/// }
/// ```
public struct Mocks: Sendable {
    struct Registration: Sendable {
        let key: ObjectIdentifier
        let register: @Sendable (_ order: Int, _ cache: InstanceCache) -> MockEntry
    }

    var registrations: [Registration] = []
    var endHandlers: [@Sendable (MockUsageReport) -> Void] = []

    /// The test the scope belongs to, named when a `bind` in it has no mock.
    ///
    /// FlowTesting's `.mocks { … }` trait and `withTestMocks` set it to the running test; a
    /// nested scope without one inherits its parent's.
    public var testName: String?

    /// Creates an empty set of mocks.
    public init() {}

    /// Registers `factory` as the mock for `type` in this scope, replacing an earlier one.
    ///
    /// A `.transient` `bind` calls `factory` every time; a `.cached` `bind` calls it once per
    /// scope. Return one shared instance from `factory` to inspect it after the operation.
    ///
    /// - Parameters:
    ///   - type: the protocol `bind` is called with, such as `(any NetworkCommunicating).self`.
    ///   - fileID: where the mock is registered; defaults to the caller.
    ///   - filePath: the full path of that file; defaults to the caller.
    ///   - line: the line of the registration; defaults to the caller.
    ///   - column: the column of the registration; defaults to the caller.
    ///   - factory: makes the mock; it may run on any thread of the scope's task tree.
    public mutating func mock<T>(
        _ type: T.Type,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ factory: @escaping @Sendable () -> T
    ) {
        let site = MockSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let key = ObjectIdentifier(type)
        registrations.removeAll { $0.key == key }
        registrations.append(
            Registration(key: key) { order, cache in
                MockEntry(type, site: site, order: order, cache: cache, factory: factory)
            })
    }

    /// Calls `handler` when the scope ends, with the mocks it never used and what it resolved.
    ///
    /// FlowTesting's `.mocks { … }` trait uses this to record an issue for each unused mock.
    ///
    /// - Parameter handler: receives the scope's report, on the task that ran the scope.
    public mutating func onScopeEnd(_ handler: @escaping @Sendable (MockUsageReport) -> Void) {
        endHandlers.append(handler)
    }
}
