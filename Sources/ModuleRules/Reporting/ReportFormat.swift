/// The output formats of `switchyard check`.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    /// `path:line:column: error: [rule] message` lines on stderr and a summary on stdout.
    case text
    /// One JSON document on stdout.
    case json
    /// A SARIF 2.1.0 log on stdout, for code-scanning dashboards.
    case sarif
    /// GitHub Actions workflow commands (`::error file=…::…`) and the summary on stdout.
    case github
}

/// A report rendered for the terminal: what goes to stdout and what goes to stderr.
public struct RenderedReport: Hashable, Sendable {
    /// Results: the summary, or the whole JSON / SARIF document, or the workflow commands.
    public var standardOutput: String
    /// Diagnostics in the text format; empty for the other formats.
    public var standardError: String

    /// Creates a rendered report.
    ///
    /// - Parameters:
    ///   - standardOutput: the text for stdout.
    ///   - standardError: the text for stderr.
    public init(standardOutput: String, standardError: String = "") {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

extension ValidationReport {
    /// Renders the report in `format`.
    ///
    /// ```swift
    /// let output = report.rendered(as: .text)
    /// FileHandle.standardError.write(Data(output.standardError.utf8))
    /// print(output.standardOutput, terminator: "")
    /// ```
    ///
    /// - Parameter format: the output format.
    /// - Returns: the text for stdout and for stderr.
    public func rendered(as format: ReportFormat) -> RenderedReport {
        switch format {
        case .text:
            return RenderedReport(
                standardOutput: summary + "\n",
                standardError: diagnostics.map { $0.description + "\n" }.joined()
                    + notes.map { "note: \($0)\n" }.joined())
        case .json:
            return RenderedReport(standardOutput: JSONReporter.render(self))
        case .sarif:
            return RenderedReport(standardOutput: SARIFReporter.render(self))
        case .github:
            return RenderedReport(standardOutput: GitHubReporter.render(self))
        }
    }
}
