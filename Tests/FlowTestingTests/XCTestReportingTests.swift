import FlowCore
import FlowTesting
import XCTest

/// FlowTester failures reach XCTest: the running test case records them, at the line of the call.
///
/// The case captures its own failures (XCTest on Linux has no `XCTExpectFailure`) so that it can
/// check them and still pass; `DeliberateFailures` shows an XCTest case really failing.
final class XCTestReportingTests: XCTestCase {
    private var captured: [(description: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturing else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append((description, lineNumber))
    }

    @MainActor func testAWrongPathFailsThisTestCaseAtTheLineOfTheCall() async {
        capturing = true
        let line = #line + 2
        await withFlowTester(makeCounterFlow()) { tester in
            tester.expect(path: "Counter > elsewhere")
        }
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertTrue(
            captured.first?.description.hasSuffix(
                "The path differs.\n  expected: Counter > elsewhere\n  actual:   Counter > counter") == true,
            "\(captured)")
    }

    @MainActor func testAForgottenFinishFailsThisTestCase() async {
        capturing = true
        let line = #line + 1
        var tester: FlowTester<CounterState, CounterAction, Int>? = FlowTester(makeCounterFlow())
        tester?.flow.send(.increment)
        tester = nil
        capturing = false
        XCTAssertEqual(captured.map(\.line), [line])
        XCTAssertTrue(captured.first?.description.contains("FlowTester was released without finish()") == true)
    }
}
