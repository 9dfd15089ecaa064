/// The source location of a `mock(_:)` call, so reports can point at it.
public struct MockSite: Sendable, Hashable, CustomStringConvertible {
    /// The file as `#fileID` spells it: `Module/File.swift`.
    public var fileID: String

    /// The full path of the file, as `#filePath` spells it.
    public var filePath: String

    /// The 1-based line.
    public var line: Int

    /// The 1-based column.
    public var column: Int

    /// Creates a site; `mock(_:)` fills it from its call site.
    ///
    /// - Parameters:
    ///   - fileID: the `#fileID` of the call.
    ///   - filePath: the `#filePath` of the call.
    ///   - line: the `#line` of the call.
    ///   - column: the `#column` of the call.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}
