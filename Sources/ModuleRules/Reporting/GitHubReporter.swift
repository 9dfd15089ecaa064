/// Renders a report as GitHub Actions workflow commands, which show up as annotations on the pull request.
enum GitHubReporter {
    static func render(_ report: ValidationReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let location = diagnostic.location
            output += "::\(diagnostic.severity.rawValue) file=\(property(location.path)),line=\(location.line),"
            output +=
                "col=\(location.column),title=\(property(diagnostic.rule.rawValue))::\(data(diagnostic.message))\n"
        }
        for note in report.notes { output += "::notice title=switchyard::\(data(note))\n" }
        return output + report.summary + "\n"
    }

    /// Escapes a command's message as the runner expects.
    private static func data(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    /// Escapes a command property, which additionally may not contain `:` or `,`.
    private static func property(_ text: String) -> String {
        data(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Replaces every occurrence of `target` with `replacement`, scalar by scalar: `\r\n` is one `Character`,
    /// so comparing characters would miss both of its scalars.
    fileprivate func replacingAll(_ target: Unicode.Scalar, _ replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
