/// Lets queued main-actor work run until `condition` holds; fails the test after `timeout`.
///
/// The wait is bounded by time, so a bug fails the test at this line, saying what it waited
/// for, instead of hanging the suite. Describe the condition so the failure reads well:
///
/// ```swift
/// await yieldUntil("the path ends at login") { navigator.path.description.hasSuffix("login") }
/// ```
///
/// - Parameters:
///   - description: what the test waits for, shown in the failure; the call's line is shown either way.
///   - timeout: how long to wait; five seconds by default.
///   - fileID: the call site, for the failure; defaults to the caller.
///   - filePath: the call site's path, for the failure; defaults to the caller.
///   - line: the call site's line, for the failure; defaults to the caller.
///   - column: the call site's column, for the failure; defaults to the caller.
///   - condition: checked on the main actor between turns.
/// - Returns: whether `condition` held before the timeout.
@MainActor
@discardableResult
public func yieldUntil(
    _ description: String = "the condition", timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ condition: () -> Bool
) async -> Bool {
    guard await pollUntil(timeout: timeout, condition) else {
        recordTestFailure(
            "yieldUntil: waited \(timeout) for \(description), which never held.",
            at: SourceCode(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }
    return true
}
