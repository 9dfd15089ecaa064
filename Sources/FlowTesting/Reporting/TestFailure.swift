import Testing
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a tester call was written, so its failure points at that line.
struct SourceCode: CustomStringConvertible {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// `Module/File.swift:12`.
    var description: String { "\(fileID):\(line)" }
}

/// Records a failure in the running test, whichever library runs it.
///
/// In a Swift Testing test it is an `Issue` at `source`; in an XCTest run it is `XCTFail` at
/// `source`, which XCTest records on its current test case. With no test running (the test
/// already ended, or the code runs in a detached task) it is still recorded as an issue, which
/// Swift Testing reports without a test, and it is printed to standard error so it cannot be
/// missed; `owner` then names the test the failure belongs to.
///
/// - Parameters:
///   - message: the full failure message.
///   - source: the line the failure points at.
///   - owner: the test that created the failing object, when it may have ended by now.
func recordTestFailure(_ message: String, at source: SourceCode, owner: TestLibrary? = nil) {
    switch TestLibrary.current {
    case .swiftTesting:
        recordIssue(message, at: source)
    case .xctest:
        XCTFail(message, file: source.filePath, line: source.line)
    case .none:
        let belongsTo = owner.map { " It belongs to \($0), which had already ended." } ?? ""
        let full = message + belongsTo
        recordIssue(full, at: source)
        var line = "\(source.filePath):\(source.line): error: \(full)\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }
}

private func recordIssue(_ message: String, at source: SourceCode) {
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
            fileID: "\(source.fileID)", filePath: "\(source.filePath)", line: Int(source.line),
            column: Int(source.column)))
}
