import FlowTesting
import ServiceLocator
import Synchronization
import Testing

/// The `.mocks` trait used as a building block: it runs the test case inside a mock scope of its
/// own, and provides no scope around a whole suite or test.
@Suite(.timeLimit(.minutes(1))) struct MocksTraitScopeTests {
    @Test func theTraitRunsTheTestCaseInsideItsMockScope() async throws {
        let trait = MocksTrait(unusedMocks: .ignore) { $0.mock((any TimeSource).self) { FixedTime(now: 7) } }
        let test = try #require(Test.current)
        let seen = Mutex<[Int]>([])
        try await trait.provideScope(for: test, testCase: Test.Case.current) {
            let time = bind((any TimeSource).self) { FixedTime(now: 0) }
            seen.withLock { $0.append(time.now) }
        }
        #expect(seen.withLock { $0 } == [7])
    }

    @Test func theTraitRethrowsWhatTheTestCaseThrows() async throws {
        struct Failure: Error, Equatable {}
        let trait = MocksTrait(unusedMocks: .ignore) { _ in }
        let test = try #require(Test.current)
        await #expect(throws: Failure()) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) { throw Failure() }
        }
    }

    @Test func aScopeIsProvidedPerTestCaseOnly() throws {
        let trait = MocksTrait(unusedMocks: .recordIssue) { _ in }
        let test = try #require(Test.current)
        #expect(trait.isRecursive)
        #expect(trait.scopeProvider(for: test, testCase: nil) == nil)
        #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) != nil)
    }
}
