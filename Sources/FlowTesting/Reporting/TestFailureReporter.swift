import Testing

/// Records a failure in the running test.
func reportTestFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
}
