import ServiceLocator
import Testing

/// A Swift Testing trait that runs each test case in its own mock scope.
///
/// Apply it to a test or a suite. Every test case (each argument of a parameterized test too)
/// gets a fresh scope, so cached mocks are never shared between cases and parallel tests
/// never see each other's mocks. By default a mock that the test never used is recorded as
/// an issue at the line that registered it; a suite-wide trait usually wants
/// `.mocks(unused: .ignore) { … }`, since few suite mocks are used by every test.
///
/// ```swift
/// @Test(.mocks { $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() } })
/// func submitsOrder() {
///     #expect(CheckoutService().submit() == .sent)
/// }
/// ```
public struct MocksTrait: TestTrait, SuiteTrait, TestScoping {
    /// What to do with mocks that no `bind` used by the end of the test.
    public enum UnusedMocks: Sendable, Hashable {
        /// Say nothing.
        case ignore
        /// Record one issue per unused mock, at the line that registered it.
        case recordIssue
    }

    private let register: @Sendable (inout Mocks) -> Void
    private let unusedMocks: UnusedMocks

    /// Creates the trait; `.mocks(unused:_:)` is the usual spelling.
    ///
    /// - Parameters:
    ///   - unusedMocks: what to do with mocks the test never used.
    ///   - register: adds the mocks each test case starts with.
    public init(unusedMocks: UnusedMocks, register: @escaping @Sendable (inout Mocks) -> Void) {
        self.unusedMocks = unusedMocks
        self.register = register
    }

    /// Applied to a suite, the trait reaches every test in it.
    public var isRecursive: Bool { true }

    /// One scope per test case, none around a whole suite.
    ///
    /// - Parameters:
    ///   - test: the test or suite the trait is applied to.
    ///   - testCase: the test case about to run, or `nil` for the test or suite as a whole.
    /// - Returns: this trait for a test case, `nil` otherwise.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> MocksTrait? {
        testCase == nil ? nil : self
    }

    /// Runs one test case inside a new mock scope.
    ///
    /// - Parameters:
    ///   - test: the running test.
    ///   - testCase: the running test case.
    ///   - function: the test case's body.
    /// - Throws: what the test case throws.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTestMocks(register, unused: unusedMocks) {
            try await function()
        }
    }
}

extension Trait where Self == MocksTrait {
    /// Runs each test case in a mock scope holding the mocks `register` adds.
    ///
    /// ```swift
    /// @Suite(.mocks { $0.mock((any TimeSource).self) { FixedTime(seconds: 0) } })
    /// struct ReceiptTests { … }
    /// ```
    ///
    /// - Parameters:
    ///   - unused: what to do with mocks a test never used; `.recordIssue` by default.
    ///   - register: adds the mocks each test case starts with.
    /// - Returns: the trait.
    public static func mocks(
        unused: MocksTrait.UnusedMocks = .recordIssue, _ register: @escaping @Sendable (inout Mocks) -> Void
    ) -> Self {
        MocksTrait(unusedMocks: unused, register: register)
    }

    /// Runs each test case in an empty mock scope, for tests that call `mock(_:_:)` in their body.
    ///
    /// ```swift
    /// @Test(.mockScope) func submitsOrder() {
    ///     mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
    ///     #expect(CheckoutService().submit() == .sent)
    /// }
    /// ```
    public static var mockScope: Self {
        MocksTrait(unusedMocks: .recordIssue) { _ in }
    }
}
