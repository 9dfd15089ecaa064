/// Where a tester call was written, so its failure points at that line.
struct SourceCode {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

extension FlowTester {
    func fail(_ message: String, at source: SourceCode) {
        reportTestFailure(
            message, fileID: source.fileID, filePath: source.filePath, line: source.line, column: source.column)
    }
}
