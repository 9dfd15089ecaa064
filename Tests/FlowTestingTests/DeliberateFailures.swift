import FlowCore
import FlowTesting
import Foundation
import Testing
import XCTest

/// Which deliberate failure `.ci/run` asks for through `SWITCHYARD_DEMONSTRATE`; normal runs skip them all.
enum Demonstration {
    static func requested(_ name: String) -> Bool {
        ProcessInfo.processInfo.environment["SWITCHYARD_DEMONSTRATE"] == name
    }
}

/// Tests that must fail: `.ci/run` runs them in a separate `swift test` and checks that they do.
@Suite @MainActor struct DeliberateFailures {
    /// A wrong expectation fails a Swift Testing test.
    @Test(.enabled(if: Demonstration.requested("wrong-expectation")))
    func swiftTestingWithAWrongExpectationFails() async {
        await withFlowTester(makeCounterFlow()) { tester in
            tester.expect(path: "Counter > wrong-on-purpose")
        }
    }

    /// A test that never ends: the `.ci/time-limit` runner must stop it and name it.
    @Test(.enabled(if: Demonstration.requested("stuck")), .timeLimit(.minutes(1)))
    func stuckOnPurpose() async {
        while true { try? await Task.sleep(for: .seconds(1)) }
    }
}

/// A wrong expectation fails an XCTest case.
final class DeliberateXCTestFailures: XCTestCase {
    @MainActor func testXCTestWithAWrongExpectationFails() async throws {
        try XCTSkipUnless(Demonstration.requested("wrong-expectation"), "set SWITCHYARD_DEMONSTRATE=wrong-expectation")
        await withFlowTester(makeCounterFlow()) { tester in
            tester.expect(path: "Counter > wrong-on-purpose")
        }
    }
}
