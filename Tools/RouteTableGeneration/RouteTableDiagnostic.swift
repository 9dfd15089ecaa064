/// A problem in a route table file, at a line, in the form compilers and Xcode show.
///
/// ```swift
/// let problem = RouteTableDiagnostic(file: "RideRoutes.routes.json", line: 12, message: "route 'profile': …")
/// print(problem)  // RideRoutes.routes.json:12: error: route 'profile': …
/// ```
public struct RouteTableDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// The route table file.
    public let file: String
    /// The 1-based line of the entry at fault (1 for problems with the whole file).
    public let line: Int
    /// What is wrong, naming the entry, and how to fix it.
    public let message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`.
    public var description: String { "\(file):\(line): error: \(message)" }
}

/// Every problem found in a route table; generation stops when there is at least one.
public struct RouteTableErrors: Error, Sendable, CustomStringConvertible {
    /// The problems, in file order.
    public let diagnostics: [RouteTableDiagnostic]

    /// One `file:line: error:` line per problem.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
