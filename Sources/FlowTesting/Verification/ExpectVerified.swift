import FlowCore

/// Fails the running test for every finding in `reports` that no allowance covers, and for every allowance nothing needed.
///
/// An allowance that matches no finding fails too, so allowances do not outlive the problem they excused.
///
/// ```swift
/// @Test func rootFlowVerifies() {
///     expectVerified(
///         verify(RootFlow.make(), over: StateSpace(RootState(hasAccount: false)).varying(\.hasAccount)),
///         allowing: [.init(.neverFinishes, flow: "Root", because: "the root runs until the app closes")])
/// }
/// ```
///
/// - Returns: the findings that failed the test.
@discardableResult
public func expectVerified(
    _ reports: VerificationReport...,
    allowing allowances: [VerificationAllowance] = [],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [VerificationFinding] {
    let findings = reports.flatMap(\.findings)
    let unexpected = findings.filter { finding in !allowances.contains { $0.allows(finding) } }
    let source = SourceCode(fileID: fileID, filePath: filePath, line: line, column: column)
    for finding in unexpected {
        recordTestFailure("Verification found: \(finding)", at: source)
    }
    for allowance in allowances where !findings.contains(where: allowance.allows) {
        recordTestFailure("The allowance for \(allowance) matched no finding; remove it.", at: source)
    }
    return unexpected
}
