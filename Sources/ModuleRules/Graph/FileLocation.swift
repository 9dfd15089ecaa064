/// A position in a file: a path as it should be shown to people, a 1-based line and a 1-based column.
public struct FileLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path, relative to the working directory when the package path was given relatively.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes.
    public var column: Int

    /// Creates a location.
    ///
    /// - Parameters:
    ///   - path: the file's path as shown in diagnostics.
    ///   - line: the 1-based line.
    ///   - column: the 1-based column.
    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }

    /// Orders by path, then line, then column.
    public static func < (lhs: FileLocation, rhs: FileLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
